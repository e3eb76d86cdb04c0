// Presentation in Objective-C: present, then dismiss from the completion.
UIViewController *modal = [[UIViewController alloc] init];
modal.modalPresentationStyle = UIModalPresentationFullScreen;
[self presentViewController:modal animated:YES completion:^{
  NSLog(@"shown");
  [modal dismissViewControllerAnimated:YES completion:^{
    NSLog(@"gone %@", modal.presentingViewController);
  }];
}];
[self presentViewController:modal animated:NO completion:nil];
