// Objective-C recursion kept finite by one line each.
@interface Chain : UIViewController
@property (nonatomic, strong) Chain *next;
@property (nonatomic) int level;
- (instancetype)initWithLevel:(int)level;
@end

@implementation Chain
- (instancetype)initWithLevel:(int)level {
  self = [super initWithNibName:nil bundle:nil];
  if (self) {
    _level = level;
    if (level < 3) _next = [[Chain alloc] initWithLevel:level + 1];
  }
  return self;
}
- (void)loadView {
  self.view = [[UIView alloc] initWithFrame:CGRectZero];
  self.view.backgroundColor = [UIColor redColor];
}
- (void)setLevel:(int)level {
  _level = level > 9 ? 9 : level;
}
- (int)depth {
  return self.next == nil ? 0 : [self.next depth] + 1;
}
@end

Chain *chain = [[Chain alloc] initWithLevel:0];
chain.level = 30;
[self addChildViewController:chain];
[self.view addSubview:chain.view];
[chain didMoveToParentViewController:self];
NSLog(@"%d %d", [chain depth], chain.level);
