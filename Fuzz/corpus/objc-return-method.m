- (CGRect) sideFrame {
    return CGRectMake(0, 0, 100, 480);
}
- (UIViewController *) makeChild:(NSInteger)index {
    UIViewController *vc = [[UIViewController alloc] init];
    vc.view.tag = index;
    return vc;
}
UIViewController *c = [self makeChild:3];
c.view.frame = [self sideFrame];
