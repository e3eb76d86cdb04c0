CGRect r = CGRectMake(0, 0, 320, 480);
CGRect off = CGRectOffset(r, CGRectGetWidth(r), 0);
NSArray *list = @[[[UIViewController alloc] init], [[UIViewController alloc] init]];
list.count;
[list firstObject];
NSLog(@"%d", (int)list.count);
BOOL ok = YES && !NO;
