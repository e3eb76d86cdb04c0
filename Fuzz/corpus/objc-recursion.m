- (void) g:(NSInteger)n {
    [self g:n + 1];
}
[self g:0];
