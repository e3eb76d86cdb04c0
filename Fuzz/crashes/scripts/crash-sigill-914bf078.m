[[NSUserDefaults standardUserDefaults] setInteger:9223372036854775807 forKey:"lastTab"]
("%ld", (long)[[NSUserDefaults standardUserDefaults] integerForKey:"lastTab"])