UIViewController *a = [[UIViewController alloc] init];
[self addChildViewController:a];
a.view.frame = [self newViewStartFrame];
[self.view addSubview:a.view];
[UIView animateWithDuration:0.3 animations:^{
    a.view.frame = self.view.bounds;
} completion:^(BOOL finished) {
    [a didMoveToParentViewController:self];
}];
