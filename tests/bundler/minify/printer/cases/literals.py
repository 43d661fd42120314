# fmt: off
print("it's", 'say "hi"', 'both \' and "', "line\nbreak", "\t\x00\x01é\u2028", b"\xff'")
print(1000.0, 0.5, 1e-05, 123456789.0, 1e100, 0xFFFFFFFFFFFFFFFF, 255, 10j, 1.5j, 0.0, 1e999)
print("""first
second
third""")
# output
print("it's",'say "hi"','both \' and "','line\nbreak','	\0\x01é\u2028',b"\xff'");print(1e3,.5,1e-5,123456789.,1e100,0xffffffffffffffff,255,10j,1.5j,0.,1e999);print('first\nsecond\nthird')
