UserDefaults.standard.set(1e308, forKey: "lastTab")
UserDefaults.standard.integer(forKey: "lastTab")