// A header pinned with Auto Layout above a content child sized by its autoresizing mask.
UIView *header = [[UIView alloc] init];
header.translatesAutoresizingMaskIntoConstraints = NO;
[self.view addSubview:header];
[NSLayoutConstraint activateConstraints:@[
  [header.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor],
  [header.trailingAnchor constraintEqualToAnchor:self.view.trailingAnchor],
  [header.topAnchor constraintEqualToAnchor:self.view.safeAreaLayoutGuide.topAnchor],
  [header.heightAnchor constraintEqualToConstant:44]
]];
UIViewController *content = [[UIViewController alloc] init];
[self addChildViewController:content];
content.view.frame = CGRectMake(0, 44, 320, 436);
content.view.autoresizingMask = UIViewAutoresizingFlexibleWidth | UIViewAutoresizingFlexibleHeight;
[self.view addSubview:content.view];
[content didMoveToParentViewController:self];
[self.view layoutIfNeeded];
NSLog(@"%@", NSStringFromCGRect(header.frame));
UIView *badge = [[UIView alloc] init];
badge.translatesAutoresizingMaskIntoConstraints = NO;
[header addSubview:badge];
NSLayoutConstraint *width = [NSLayoutConstraint constraintWithItem:badge attribute:NSLayoutAttributeWidth relatedBy:NSLayoutRelationEqual toItem:nil attribute:NSLayoutAttributeNotAnAttribute multiplier:1 constant:30];
[NSLayoutConstraint activateConstraints:@[
  width,
  [badge.heightAnchor constraintEqualToAnchor:badge.widthAnchor multiplier:0.5],
  [badge.centerYAnchor constraintEqualToAnchor:header.centerYAnchor],
  [badge.trailingAnchor constraintEqualToAnchor:header.trailingAnchor constant:-8]
]];
[self.view layoutIfNeeded];
NSLog(@"%@", NSStringFromCGRect(badge.frame));
width.constant = 60;
[self.view setNeedsLayout];
[self.view layoutIfNeeded];
NSLog(@"%@", NSStringFromCGRect(badge.frame));
