# fmt: off
a = b = c = d = e = x = 2
print(a - (b - c), (a - b) - c, -(x ** 2), (-1) ** x, -1 ** x, 2 ** -x, 2 ** 3 ** 2, (2 ** 3) ** 2)
print(not (a and b), (not a) and b, a or (b and c), (a or b) and c, not a == b)
print(a if b else (c if d else e), (a if b else c) if d else e, (lambda: 1)(), [lambda: 1][0]())
print(a < b < c, (a < b) < c, (a + b) * c, a + b * c, a * (b // c), ~-a, -(-a), +(-a))
print((a, b), [*(a, b)], {**{a: b}}, (a, ), (), 1 .real, 1.5.real, (-1).real, x[1:2, ::3])
print(sum(i for i in range(3)), sum((i for i in range(3)), 1), [(y := 1), y], {a: b for a in (1, 2)})
print(a if (b := 0) else c, f"{a!r:>{b + 3}} {'q'} {{}}", f'{"it" if 0 else 1}', f"{ {1: 2}[1]}")
# output
a=b=c=d=e=x=2;print(a-(b-c),a-b-c,-x**2,(-1)**x,-1**x,2**-x,2**3**2,(2**3)**2);print(not(a and b),not a and b,a or b and c,(a or b)and c,not a==b);print(a if b else c if d else e,(a if b else c)if d else e,(lambda:1)(),[lambda:1][0]());print(a<b<c,(a<b)<c,(a+b)*c,a+b*c,a*(b//c),~-a,--a,+-a);print((a,b),[*(a,b)],{**{a:b}},(a,),(),1 .real,1.5.real,(-1).real,x[1:2,::3]);print(sum(i for i in range(3)),sum((i for i in range(3)),1),[(y:=1),y],{a:b for a in(1,2)});print(a if(b:=0)else c,f"{a!r:>{b+3}} {'q'} {{}}",f"{('it'if 0 else 1)}",f'{ {1:2}[1]}')
