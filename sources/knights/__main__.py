from .protocol import main

main()
