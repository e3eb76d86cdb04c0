// Instance variables, properties and a designated initialiser that adopts a child.
@interface FooterViewController : UIViewController
@property (nonatomic, copy) NSString *label;
- (instancetype)initWithLabel:(NSString *)label;
@end

@implementation FooterViewController
- (instancetype)initWithLabel:(NSString *)label {
  self = [super initWithNibName:nil bundle:nil];
  if (self) {
    _label = [label copy];
  }
  return self;
}
@end

@interface ShelfViewController : UIViewController {
  FooterViewController *_footer;
  NSInteger _opened;
}
@property (nonatomic, strong) NSArray *items;
+ (instancetype)shelf;
@end

@implementation ShelfViewController
- (instancetype)init {
  if ((self = [super initWithNibName:nil bundle:nil])) {
    _footer = [[FooterViewController alloc] initWithLabel:@"end"];
    _items = @[[[UIViewController alloc] init], [[UIViewController alloc] init]];
    [self addChildViewController:_footer];
  }
  return self;
}
+ (instancetype)shelf {
  return [[self alloc] init];
}
- (void)viewDidLoad {
  [super viewDidLoad];
  _opened += 1;
  _footer.view.frame = CGRectMake(0, 400, 320, 80);
  [self.view addSubview:_footer.view];
  [_footer didMoveToParentViewController:self];
}
@end

ShelfViewController *shelf = [ShelfViewController shelf];
[self addChildViewController:shelf];
[self.view addSubview:shelf.view];
[shelf didMoveToParentViewController:self];
NSLog(@"%d children, %d items", (int)shelf.childViewControllers.count, (int)shelf.items.count);
