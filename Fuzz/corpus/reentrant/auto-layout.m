// Auto Layout in Objective-C: constraints by anchors and by the item/attribute form.
UIViewController *panel = [[UIViewController alloc] init];
[self addChildViewController:panel];
panel.view.translatesAutoresizingMaskIntoConstraints = NO;
[self.view addSubview:panel.view];
[NSLayoutConstraint activateConstraints:@[
  [panel.view.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor],
  [panel.view.widthAnchor constraintEqualToAnchor:self.view.widthAnchor multiplier:0.5],
  [panel.view.topAnchor constraintEqualToAnchor:self.view.topAnchor],
  [panel.view.bottomAnchor constraintEqualToAnchor:self.view.bottomAnchor]
]];
NSLayoutConstraint *gap = [NSLayoutConstraint constraintWithItem:panel.view
  attribute:NSLayoutAttributeTrailing relatedBy:NSLayoutRelationEqual toItem:self.view
  attribute:NSLayoutAttributeTrailing multiplier:1 constant:-10];
gap.active = YES;
[panel didMoveToParentViewController:self];
[self.view layoutIfNeeded];
