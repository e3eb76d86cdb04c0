- (void) displayContentController: (UIViewController*) content {
   [self addChildViewController:content];
   content.view.frame = [self frameForContentController];
   [self.view addSubview:content.view];
   [content didMoveToParentViewController:self];
}
UIViewController *first = [[UIViewController alloc] init];
[self displayContentController:first];
