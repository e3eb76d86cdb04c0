    for (;;)
        frame = view.bounds