  while true {
 func viewWillAppear( animated: Bool) {
  }
}