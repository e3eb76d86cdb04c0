NSLog(@"%@ has %d children and %f", self, 3, 1.5);
NSLog(@"%s %%", "x");
print(container, container.children, container.parent)
