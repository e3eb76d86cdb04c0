// A container with a child presents modals in three styles.
UIViewController *list = [[UIViewController alloc] init];
[self addChildViewController:list];
[self.view addSubview:list.view];
[list didMoveToParentViewController:self];
self.definesPresentationContext = YES;
UIViewController *sheet = [[UIViewController alloc] init];
[self presentViewController:sheet animated:YES completion:nil];
NSLog(@"%d", sheet.presentingViewController == self);
[sheet dismissViewControllerAnimated:YES completion:nil];
UIViewController *cover = [[UIViewController alloc] init];
cover.modalPresentationStyle = UIModalPresentationFullScreen;
[self presentViewController:cover animated:NO completion:^{
  NSLog(@"covered");
}];
NSLog(@"%d", self.presentedViewController == cover);
[self dismissViewControllerAnimated:NO completion:nil];
UIViewController *overlay = [[UIViewController alloc] init];
overlay.modalPresentationStyle = UIModalPresentationOverCurrentContext;
[list presentViewController:overlay animated:NO completion:nil];
[overlay dismissViewControllerAnimated:NO completion:nil];
