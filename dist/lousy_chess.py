# lousy-chess: built by arena-bundler from 10 modules; do not edit, rebuild with `python -m bundler build`
# modules: sources sources.lousy_chess sources.readers sources.readers.lousy_chess sources.lousy_chess.rules sources.lousy_chess.engines sources.lousy_chess.rng sources.lousy_chess.game sources.lousy_chess.protocol sources.lousy_chess.__main__
# inputs sha256: c676c3004fbac145
from __future__ import annotations;a=17;b=12;u=False;c=18;d=16;e=13;f=11;g=22;h=23;i=21;j=19;k=15;l=14;m=10;n=24;o=20;v=True;p=27;q=28;r=26;s=29;t=25;F=ValueError;z=range;A=tuple;w=len;J=enumerate;K='black';L='white';B=abs;R=classmethod;S='--board';M='\n';G=str;from collections import namedtuple as ja;import sys as H
class T(Exception):0
class N(F):0
ka=ja('Init','serial white black move_number side')
class la:
 def __init__(a,b):a.readline=b;a.c=0
 def u(a):
  b=a.readline()
  if not b:raise T(f'input ended after line {a.c}')
  a.c+=1;return a.decode(b).rstrip('\r\n')
 def y(a):
  b=a.readline()
  if b:a.c+=1
  return a.decode(b).strip()
 def decode(b,a):
  if isinstance(a,G):return a
  try:return a.decode('utf-8')
  except UnicodeDecodeError:raise N(f'input line {b.c}: expected UTF-8 text, got {a!r}')from None
 def t(a,b,c,d):return N(f'input line {a.c}: {b}: expected {c}, got {d!r}')
 def split(d,a,b,e):
  c=a.split()
  if w(c)!=b:raise d.t(e,f'{b} fields',a)
  return c
 def G(c,a,d):
  b=a[1:]if a[:1]=='-'else a
  if b.isascii()and b.isdigit():return int(a)
  raise c.t(d,'an integer',a)
 def h(c,a,b,d):
  if not a or w(a)>b or' 'in a:raise c.t(d,f'a word of at most {b} characters',a)
  return a
 def F(a):
  f=a.h(a.u(),32,'serial');g=a.h(a.u(),2,L);h=a.h(a.u(),2,K);b=a.y();c=d=None
  if b:e=a.split(b,2,'moveNumber side');c=a.G(e[0],'moveNumber');d=a.h(e[1],1,'side')
  return ka(f,g,h,c,d)
ma='abcde';U=30;V='.PNBRQKX';na='''
kqbnr
ppppp
.....
.....
PPPPP
RNBQK
'''
def O(a,b):return a+5*b
def C(a):return a%5
def D(a):return a//5
W='a1','b1','c1','d1','e1','a2','b2','c2','d2','e2','a3','b3','c3','d3','e3','a4','b4','c4','d4','e4','a5','b5','c5','d5','e5','a6','b6','c6','d6','e6';y=v,u,v,u,v,u,v,u,v,u,v,u,v,u,v,u,v,u,v,u,v,u,v,u,v,u,v,u,v,u;oa=(f,7),(b,8,m),(e,9,5,f),(l,6,b),(7,e),(d,b,2),(a,e,3,k),(c,l,4,0,m,d),(j,1,f,a),(2,b,c),(i,a,7,1),(g,c,8,2,0,o),(h,j,9,3,1,5,k,i),(n,4,2,6,d,g),(3,7,a,h),(r,g,b,6),(p,h,e,7,5,t),(q,n,l,8,6,m,o,r),(s,9,7,f,i,p),(8,b,g,q),(p,a,f),(q,c,b,m),(s,j,e,f,k,t),(l,b,d,r),(e,a,p),(g,d),(h,a,k),(n,c,d,o),(j,a,i),(c,g);pa=(5,1,6),(6,2,0,7,5),(7,3,1,8,6),(8,4,2,9,7),(9,3,8),(m,6,0,f,1),(f,7,1,5,b,2,0,m),(b,8,2,6,e,3,1,f),(e,9,3,7,l,4,2,b),(l,4,8,3,e),(k,f,5,d,6),(d,b,6,m,a,7,5,k),(a,e,7,f,c,8,6,d),(c,l,8,b,j,9,7,a),(j,9,e,8,c),(o,d,m,i,f),(i,a,f,k,g,b,m,o),(g,c,b,d,h,e,f,i),(h,j,e,a,n,l,b,g),(n,l,c,e,h),(t,i,k,r,d),(r,g,d,o,p,a,k,t),(p,h,a,i,q,c,d,r),(q,n,c,g,s,j,a,p),(s,j,h,c,q),(r,o,i),(p,i,t,g,o),(q,g,r,h,i),(s,h,p,n,g),(n,q,h);qa=(5,1),(6,2,0),(7,3,1),(8,4,2),(9,3),(m,6,0),(f,7,1,5),(b,8,2,6),(e,9,3,7),(l,4,8),(k,f,5),(d,b,6,m),(a,e,7,f),(c,l,8,b),(j,9,e),(o,d,m),(i,a,f,k),(g,c,b,d),(h,j,e,a),(n,l,c),(t,i,k),(r,g,d,o),(p,h,a,i),(q,n,c,g),(s,j,h),(r,o),(p,i,t),(q,g,r),(s,h,p),(n,q);ra=((5,m,k,o,t),(1,2,3,4)),((6,f,d,i,r),(2,3,4),(0,)),((7,b,a,g,p),(3,4),(1,0)),((8,e,c,h,q),(4,),(2,1,0)),((9,l,j,n,s),(3,2,1,0)),((m,k,o,t),(6,7,8,9),(0,)),((f,d,i,r),(7,8,9),(1,),(5,)),((b,a,g,p),(8,9),(2,),(6,5)),((e,c,h,q),(9,),(3,),(7,6,5)),((l,j,n,s),(4,),(8,7,6,5)),((k,o,t),(f,b,e,l),(5,0)),((d,i,r),(b,e,l),(6,1),(m,)),((a,g,p),(e,l),(7,2),(f,m)),((c,h,q),(l,),(8,3),(b,f,m)),((j,n,s),(9,4),(e,b,f,m)),((o,t),(d,a,c,j),(m,5,0)),((i,r),(a,c,j),(f,6,1),(k,)),((g,p),(c,j),(b,7,2),(d,k)),((h,q),(j,),(e,8,3),(a,d,k)),((n,s),(l,9,4),(c,a,d,k)),((t,),(i,g,h,n),(k,m,5,0)),((r,),(g,h,n),(d,f,6,1),(o,)),((p,),(h,n),(a,b,7,2),(i,o)),((q,),(n,),(c,e,8,3),(g,i,o)),((s,),(j,l,9,4),(h,g,i,o)),((r,p,q,s),(o,k,m,5,0)),((p,q,s),(i,d,f,6,1),(t,)),((q,s),(g,a,b,7,2),(r,t)),((s,),(h,c,e,8,3),(p,r,t)),((n,j,l,9,4),(q,p,r,t));sa=((6,b,c,n),),((7,e,j),(5,)),((8,l),(6,m)),((9,),(7,f,k)),((8,b,d,o),),((f,a,h,s),(1,)),((b,c,n),(2,),(0,),(m,)),((e,j),(3,),(1,),(f,k)),((l,),(4,),(2,),(b,d,o)),((3,),(e,a,i,t)),((d,g,q),(6,2)),((a,h,s),(7,3),(5,),(k,)),((c,n),(8,4),(6,0),(d,o)),((j,),(9,),(7,1),(a,i,t)),((8,2),(c,g,r)),((i,p),(f,7,3)),((g,q),(b,8,4),(m,),(o,)),((h,s),(e,9),(f,5),(i,t)),((n,),(l,),(b,6,0),(g,r)),((e,7,1),(h,p)),((r,),(d,b,8,4)),((p,),(a,e,9),(k,),(t,)),((q,),(c,l),(d,m),(r,)),((s,),(j,),(a,f,5),(p,)),((c,b,6,0),(q,)),((i,a,e,9),),((g,c,l),(o,)),((h,j),(i,k)),((n,),(g,d,m)),((h,a,f,5),);ta=((5,m,k,o,t),(1,2,3,4),(6,b,c,n)),((6,f,d,i,r),(2,3,4),(0,),(7,e,j),(5,)),((7,b,a,g,p),(3,4),(1,0),(8,l),(6,m)),((8,e,c,h,q),(4,),(2,1,0),(9,),(7,f,k)),((9,l,j,n,s),(3,2,1,0),(8,b,d,o)),((m,k,o,t),(6,7,8,9),(0,),(f,a,h,s),(1,)),((f,d,i,r),(7,8,9),(1,),(5,),(b,c,n),(2,),(0,),(m,)),((b,a,g,p),(8,9),(2,),(6,5),(e,j),(3,),(1,),(f,k)),((e,c,h,q),(9,),(3,),(7,6,5),(l,),(4,),(2,),(b,d,o)),((l,j,n,s),(4,),(8,7,6,5),(3,),(e,a,i,t)),((k,o,t),(f,b,e,l),(5,0),(d,g,q),(6,2)),((d,i,r),(b,e,l),(6,1),(m,),(a,h,s),(7,3),(5,),(k,)),((a,g,p),(e,l),(7,2),(f,m),(c,n),(8,4),(6,0),(d,o)),((c,h,q),(l,),(8,3),(b,f,m),(j,),(9,),(7,1),(a,i,t)),((j,n,s),(9,4),(e,b,f,m),(8,2),(c,g,r)),((o,t),(d,a,c,j),(m,5,0),(i,p),(f,7,3)),((i,r),(a,c,j),(f,6,1),(k,),(g,q),(b,8,4),(m,),(o,)),((g,p),(c,j),(b,7,2),(d,k),(h,s),(e,9),(f,5),(i,t)),((h,q),(j,),(e,8,3),(a,d,k),(n,),(l,),(b,6,0),(g,r)),((n,s),(l,9,4),(c,a,d,k),(e,7,1),(h,p)),((t,),(i,g,h,n),(k,m,5,0),(r,),(d,b,8,4)),((r,),(g,h,n),(d,f,6,1),(o,),(p,),(a,e,9),(k,),(t,)),((p,),(h,n),(a,b,7,2),(i,o),(q,),(c,l),(d,m),(r,)),((q,),(n,),(c,e,8,3),(g,i,o),(s,),(j,),(a,f,5),(p,)),((s,),(j,l,9,4),(h,g,i,o),(c,b,6,0),(q,)),((r,p,q,s),(o,k,m,5,0),(i,a,e,9)),((p,q,s),(i,d,f,6,1),(t,),(g,c,l),(o,)),((q,s),(g,a,b,7,2),(r,t),(h,j),(i,k)),((s,),(h,c,e,8,3),(p,r,t),(n,),(g,d,m)),((n,j,l,9,4),(q,p,r,t),(h,a,f,5));ua=(5,),(6,),(7,),(8,),(9,),(m,),(f,),(b,),(e,),(l,),(k,),(d,),(a,),(c,),(j,),(o,),(i,),(g,),(h,),(n,),(t,),(r,),(p,),(q,),(s,),(),(),(),(),();va=(6,),(5,7),(6,8),(7,9),(8,),(f,),(m,b),(f,e),(b,l),(e,),(d,),(k,a),(d,c),(a,j),(c,),(i,),(o,g),(i,h),(g,n),(h,),(r,),(t,p),(r,q),(p,s),(q,),(),(),(),(),();wa=(),(),(),(),(),(0,),(1,),(2,),(3,),(4,),(5,),(6,),(7,),(8,),(9,),(m,),(f,),(b,),(e,),(l,),(k,),(d,),(a,),(c,),(j,),(o,),(i,),(g,),(h,),(n,);xa=(),(),(),(),(),(1,),(0,2),(1,3),(2,4),(3,),(6,),(5,7),(6,8),(7,9),(8,),(f,),(m,b),(f,e),(b,l),(e,),(d,),(k,a),(d,c),(a,j),(c,),(i,),(o,g),(i,h),(g,n),(h,)
def X(a):return W[a[0]]+'-'+W[a[1]]
def P(b):a=B(b);return 5 if a==7 else a
def ya(c,f):
 e=1 if f else-1;j=ua if f else wa;k=va if f else xa;d=[]
 for a in z(U):
  b=c[a]*e
  if b<=0:continue
  if b==1:d.extend((a,b)for b in j[a]if c[b]==0);d.extend((a,b)for b in k[a]if c[b]*e<0)
  elif b==2 or b==6:l=oa if b==2 else pa;d.extend((a,b)for b in l[a]if c[b]*e<=0)
  else:
   if b==3:g=sa;d.extend((a,b)for b in qa[a]if c[b]==0)
   else:g=ra if b==4 else ta
   for m in g[a]:
    for h in m:
     i=c[h]*e
     if i>0:break
     d.append((a,h))
     if i<0:break
 return d
def za(a,b):return B(a[b[1]])==6
def Aa(b,e):
 d,c=e;a=b[d];f=b[c];b[d]=0
 if a==1 and D(c)==5:a=7
 elif a==-1 and D(c)==0:a=-7
 b[c]=a;return f
class Y:
 __slots__='board','d','g'
 def __init__(a,b,c,d=None):a.board=b;a.d=c;a.g=d
 @R
 def B(d,e,f=True,g=None):
  a=e.split()
  if w(a)!=6 or any(w(a)!=5 for a in a):raise F('a diagram has 6 rows of 5 squares')
  b=[0]*U
  for h,i in J(a):
   for j,c in J(i):k=V.index(c.upper());l=1 if c.isupper()else-1;b[O(j,5-h)]=l*k
  return d(A(b),f,g)
 @R
 def start(a):return a.B(na)
 def H(e):
  a=[]
  for f in reversed(z(6)):
   b=[]
   for g in z(5):c=e.board[O(g,f)];d=V[B(c)];b.append(d if c>=0 else d.lower())
   a.append(''.join(b))
  return M.join(a)
 def e(a):return ya(list(a.board),a.d)
 def E(a,b):c=list(a.board);Aa(c,b);return Y(A(c),not a.d,b)
Z='DKLMS'
def I(a,b,c):return B(C(a)-b)+B(D(a)-c)
def E(b,a):return[a for a in a if B(b.board[a[1]])==6]
def Ba(b,a):return[a for a in a if y[a[0]]and not y[a[1]]]
def Ca(b,a):return[a for a in a if not y[a[0]]and not y[a[1]]]
def Da(b,a):return[a for a in a if not y[a[0]]and y[a[1]]]
def Ea(b,a):return[a for a in a if y[a[0]]and y[a[1]]]
def Fa(a,e):b=a.board.index(-6 if a.d else 6);c,d=C(b),D(b);return[a for a in e if I(a[1],c,d)<I(a[0],c,d)]
Ga={2:(3,5),-2:(1,0),3:(2,5),-3:(2,0),4:(4,5),-4:(0,0),5:(1,5),-5:(3,0),6:(0,5),-6:(4,0),7:(-1,5),-7:(-1,5)};Ha=4
def Ia(f,g):
 h=f.board;e=[]
 for a in g:
  d=h[a[0]]
  if d==1:b,c=C(a[0]),Ha
  elif d==-1:b,c=C(a[0]),1
  else:b,c=Ga[d]
  if I(a[1],b,c)<I(a[0],b,c):e.append(a)
 return e
def aa(a):return O(4-C(a),5-D(a))
def ba(a):
 if a.g is None:return
 return P(a.board[a.g[1]])
def Ja(a,b):
 c=ba(a)
 if c is None:return[]
 d,e=a.g;f=aa(d),aa(e);return[b for b in b if b==f and P(a.board[b[0]])==c]
def Ka(a,b):c=ba(a);return[b for b in b if P(a.board[b[0]])==c]
La={'D':(E,Ba,Ca),'K':(E,Fa),'L':(E,Da,Ea),'M':(E,Ja,Ka),'S':(E,Ia)}
def Ma(c,d,a):
 for e in La[c]:
  b=e(d,a)
  if b:return b
 return a
def Na(f,a,b,c):
 d=b.e()
 if not d:return
 e=sorted(Ma(f,b,d),key=X,reverse=a[c-1]%2==1);return e[a[c]%w(e)]
def ca(a):return a!=''and all('0'<=a<='9'or'A'<=a<='Z'or'a'<=a<='z'for a in a)
def Oa(a):
 if not ca(a):raise F(f'serial must be letters and digits: {a!r}')
 b=''.join(a if a.isdigit()else G(ord(a)-ord('A')+1)for a in a.upper());return A(int(a)for a in b)
def da(c,b):
 a=[c]
 for d in z(40):a.append((a[-1]+b[d%w(b)])%10)
 return A(a)
Pa=80;ea,fa,Qa='white wins','black wins','draw'
class Ra:
 __slots__='j','k'
 def __init__(a,b,c):a.j=b;a.k=c
class Sa:
 __slots__='l','e','o'
 def __init__(a,b,c,d):a.l=b;a.e=c;a.o=d
def Ta(j,e,f):
 g=Oa(j);k={True:da(e.k,g),False:da(f.k,g)};l={True:e.j,False:f.j};a=Y.start();h,i=[],[];d=Qa
 for m in z(Pa):
  b=a.d;h.append(a);c=Na(l[b],k[b],a,m//2+1)
  if c is None:d=fa if b else ea;break
  i.append(c)
  if za(a.board,c):d=ea if b else fa;break
  a=a.E(c)
 return Sa(A(h),A(i),d)
Ua='serial number','white engine','black engine';Q='wb'
class x(F):0
class Va:
 __slots__='serial',L,K,'q'
 def __init__(a,b,c,d,e):a.serial=b;a.white=c;a.black=d;a.q=e
def ga(a,c):
 d,b=a[0].upper(),a[1:]
 if d not in Z:raise x(f"unknown {c} engine letter {a[0]!r} in {a!r} (expected one of {', '.join(Z)})")
 if w(b)!=1 or not'0'<=b<='9':raise x(f'{c} engine seed must be one digit 0-9, got {a!r}')
 return Ra(d,int(b))
def Wa(a,b):
 if b.lower()not in Q:raise x(f'side to move must be w or b, got {b!r}')
 if a<1:raise x(f'move number must be a whole number from 1, got {a}')
 return 2*(a-1)+Q.index(b.lower())
class Xa:
 def __init__(a,b):a.readline=b;a.v=0
 def __call__(b):
  while True:
   a=b.readline()
   if not a:return a
   b.v+=1;c=a.strip()
   if c:return c
def Ya(d):
 b=Xa(d);c=la(b)
 try:a=c.F()
 except T:raise x(f'missing {Ua[c.c]}')from None
 except N as e:f=G(e).split(': ',1)[1];raise x(f'line {b.v}: {f}')from None
 if not ca(a.serial):raise x(f'serial number must be letters and digits only, got {a.serial!r}')
 return Va(a.serial.upper(),ga(a.white,L),ga(a.black,K),0 if a.move_number is None else Wa(a.move_number,a.side))
def ha(a):return f'{a//2+1} {Q[a%2]}'
def Za(a,b):
 c=w(a.l)-1
 if b>c:raise x(f'position {ha(b)} is past the end of the game (its last position is {ha(c)}, {a.o})')
def ab(a):b=a.H().split(M);c=[f'{6-a} {b}'for a,b in J(b)];return c+['  '+ma,'']
def bb(a,d,e):
 b=[]
 for c in z(d,w(a.e)):
  if e:b.extend(ab(a.l[c]))
  b.append(X(a.e[c]))
 b.append(a.o);return b
def ia(a):print(f'lousy_chess: {a}',file=H.stderr,flush=True);H.exit(2)
def cb(b=None):
 c=H.argv[1:]if b is None else b;d=[a for a in c if a!=S]
 if d:ia(f'unknown argument {d[0]!r} (the only option is --board)')
 try:a=Ya(H.stdin.buffer.readline);e=Ta(a.serial,a.white,a.black);Za(e,a.q)
 except x as f:ia(G(f))
 print(M.join(bb(e,a.q,S in c)),flush=True)
cb()
