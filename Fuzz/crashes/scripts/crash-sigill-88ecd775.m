[[NSUserDefaults standardUserDefaults] setInteger:1e308 forKey:"lastTab"]
("%ld", (long)[[NSUserDefaults standardUserDefaults] integerForKey:"lastTab"])