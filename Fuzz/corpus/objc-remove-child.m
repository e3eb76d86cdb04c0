UIViewController *content = [[UIViewController alloc] init];
[self addChildViewController:content];
[self.view addSubview:content.view];
[content didMoveToParentViewController:self];
[content willMoveToParentViewController:nil];
[content.view removeFromSuperview];
[content removeFromParentViewController];
