 b = UIViewController
while (b)
  newViewStartFrame