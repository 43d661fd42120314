# lousy-chess: built by arena-bundler from 10 modules; do not edit, rebuild with `python -m bundler build`
# modules: sources sources.lousy_chess sources.readers sources.readers.lousy_chess sources.lousy_chess.rules sources.lousy_chess.engines sources.lousy_chess.rng sources.lousy_chess.game sources.lousy_chess.protocol sources.lousy_chess.__main__
# inputs sha256: c676c3004fbac145
from __future__ import annotations;a=17;b=12;u=False;c=18;d=16;e=13;f=11;g=22;h=23;i=21;j=19;k=15;l=14;m=10;n=24;o=20;v=True;p=27;q=28;r=26;s=29;t=25;K=ValueError;A=tuple;C=range;w=len;O=enumerate;P='black';Q='white';D=abs;X=classmethod;Y='--board';E=int;R='\n';L=str;from collections import namedtuple as ra;import sys as M
class Z(Exception):0
class S(K):0
sa=ra('Init','serial white black move_number side')
class ta:
 def __init__(a,b):a.readline=b;a.c=0
 def u(a):
  b=a.readline()
  if not b:raise Z(f'input ended after line {a.c}')
  a.c+=1;return a.decode(b).rstrip('\r\n')
 def y(a):
  b=a.readline()
  if b:a.c+=1
  return a.decode(b).strip()
 def decode(b,a):
  if isinstance(a,L):return a
  try:return a.decode('utf-8')
  except UnicodeDecodeError:raise S(f'input line {b.c}: expected UTF-8 text, got {a!r}')from None
 def t(a,b,c,d):return S(f'input line {a.c}: {b}: expected {c}, got {d!r}')
 def split(d,a,b,e):
  c=a.split()
  if w(c)!=b:raise d.t(e,f'{b} fields',a)
  return c
 def G(c,a,d):
  b=a[1:]if a[:1]=='-'else a
  if b.isascii()and b.isdigit():return E(a)
  raise c.t(d,'an integer',a)
 def h(c,a,b,d):
  if not a or w(a)>b or' 'in a:raise c.t(d,f'a word of at most {b} characters',a)
  return a
 def F(a):
  f=a.h(a.u(),32,'serial');g=a.h(a.u(),2,Q);h=a.h(a.u(),2,P);b=a.y();c=None;d=None
  if b:e=a.split(b,2,'moveNumber side');c=a.G(e[0],'moveNumber');d=a.h(e[1],1,'side')
  return sa(f,g,h,c,d)
ua='abcde';B=5;y=6;aa=B*y;F,ba,va,wa,xa,G=1,2,3,4,5,6;T=7;ca='.PNBRQKX';ya='''
kqbnr
ppppp
.....
.....
PPPPP
RNBQK
'''
def U(file,a):return file+B*a
def H(a):return a%B
def I(a):return a//B
da='a1','b1','c1','d1','e1','a2','b2','c2','d2','e2','a3','b3','c3','d3','e3','a4','b4','c4','d4','e4','a5','b5','c5','d5','e5','a6','b6','c6','d6','e6';z=v,u,v,u,v,u,v,u,v,u,v,u,v,u,v,u,v,u,v,u,v,u,v,u,v,u,v,u,v,u;za=(f,7),(b,8,m),(e,9,5,f),(l,6,b),(7,e),(d,b,2),(a,e,3,k),(c,l,4,0,m,d),(j,1,f,a),(2,b,c),(i,a,7,1),(g,c,8,2,0,o),(h,j,9,3,1,5,k,i),(n,4,2,6,d,g),(3,7,a,h),(r,g,b,6),(p,h,e,7,5,t),(q,n,l,8,6,m,o,r),(s,9,7,f,i,p),(8,b,g,q),(p,a,f),(q,c,b,m),(s,j,e,f,k,t),(l,b,d,r),(e,a,p),(g,d),(h,a,k),(n,c,d,o),(j,a,i),(c,g);Aa=(5,1,6),(6,2,0,7,5),(7,3,1,8,6),(8,4,2,9,7),(9,3,8),(m,6,0,f,1),(f,7,1,5,b,2,0,m),(b,8,2,6,e,3,1,f),(e,9,3,7,l,4,2,b),(l,4,8,3,e),(k,f,5,d,6),(d,b,6,m,a,7,5,k),(a,e,7,f,c,8,6,d),(c,l,8,b,j,9,7,a),(j,9,e,8,c),(o,d,m,i,f),(i,a,f,k,g,b,m,o),(g,c,b,d,h,e,f,i),(h,j,e,a,n,l,b,g),(n,l,c,e,h),(t,i,k,r,d),(r,g,d,o,p,a,k,t),(p,h,a,i,q,c,d,r),(q,n,c,g,s,j,a,p),(s,j,h,c,q),(r,o,i),(p,i,t,g,o),(q,g,r,h,i),(s,h,p,n,g),(n,q,h);Ba=(5,1),(6,2,0),(7,3,1),(8,4,2),(9,3),(m,6,0),(f,7,1,5),(b,8,2,6),(e,9,3,7),(l,4,8),(k,f,5),(d,b,6,m),(a,e,7,f),(c,l,8,b),(j,9,e),(o,d,m),(i,a,f,k),(g,c,b,d),(h,j,e,a),(n,l,c),(t,i,k),(r,g,d,o),(p,h,a,i),(q,n,c,g),(s,j,h),(r,o),(p,i,t),(q,g,r),(s,h,p),(n,q);Ca=((5,m,k,o,t),(1,2,3,4)),((6,f,d,i,r),(2,3,4),(0,)),((7,b,a,g,p),(3,4),(1,0)),((8,e,c,h,q),(4,),(2,1,0)),((9,l,j,n,s),(3,2,1,0)),((m,k,o,t),(6,7,8,9),(0,)),((f,d,i,r),(7,8,9),(1,),(5,)),((b,a,g,p),(8,9),(2,),(6,5)),((e,c,h,q),(9,),(3,),(7,6,5)),((l,j,n,s),(4,),(8,7,6,5)),((k,o,t),(f,b,e,l),(5,0)),((d,i,r),(b,e,l),(6,1),(m,)),((a,g,p),(e,l),(7,2),(f,m)),((c,h,q),(l,),(8,3),(b,f,m)),((j,n,s),(9,4),(e,b,f,m)),((o,t),(d,a,c,j),(m,5,0)),((i,r),(a,c,j),(f,6,1),(k,)),((g,p),(c,j),(b,7,2),(d,k)),((h,q),(j,),(e,8,3),(a,d,k)),((n,s),(l,9,4),(c,a,d,k)),((t,),(i,g,h,n),(k,m,5,0)),((r,),(g,h,n),(d,f,6,1),(o,)),((p,),(h,n),(a,b,7,2),(i,o)),((q,),(n,),(c,e,8,3),(g,i,o)),((s,),(j,l,9,4),(h,g,i,o)),((r,p,q,s),(o,k,m,5,0)),((p,q,s),(i,d,f,6,1),(t,)),((q,s),(g,a,b,7,2),(r,t)),((s,),(h,c,e,8,3),(p,r,t)),((n,j,l,9,4),(q,p,r,t));Da=((6,b,c,n),),((7,e,j),(5,)),((8,l),(6,m)),((9,),(7,f,k)),((8,b,d,o),),((f,a,h,s),(1,)),((b,c,n),(2,),(0,),(m,)),((e,j),(3,),(1,),(f,k)),((l,),(4,),(2,),(b,d,o)),((3,),(e,a,i,t)),((d,g,q),(6,2)),((a,h,s),(7,3),(5,),(k,)),((c,n),(8,4),(6,0),(d,o)),((j,),(9,),(7,1),(a,i,t)),((8,2),(c,g,r)),((i,p),(f,7,3)),((g,q),(b,8,4),(m,),(o,)),((h,s),(e,9),(f,5),(i,t)),((n,),(l,),(b,6,0),(g,r)),((e,7,1),(h,p)),((r,),(d,b,8,4)),((p,),(a,e,9),(k,),(t,)),((q,),(c,l),(d,m),(r,)),((s,),(j,),(a,f,5),(p,)),((c,b,6,0),(q,)),((i,a,e,9),),((g,c,l),(o,)),((h,j),(i,k)),((n,),(g,d,m)),((h,a,f,5),);Ea=((5,m,k,o,t),(1,2,3,4),(6,b,c,n)),((6,f,d,i,r),(2,3,4),(0,),(7,e,j),(5,)),((7,b,a,g,p),(3,4),(1,0),(8,l),(6,m)),((8,e,c,h,q),(4,),(2,1,0),(9,),(7,f,k)),((9,l,j,n,s),(3,2,1,0),(8,b,d,o)),((m,k,o,t),(6,7,8,9),(0,),(f,a,h,s),(1,)),((f,d,i,r),(7,8,9),(1,),(5,),(b,c,n),(2,),(0,),(m,)),((b,a,g,p),(8,9),(2,),(6,5),(e,j),(3,),(1,),(f,k)),((e,c,h,q),(9,),(3,),(7,6,5),(l,),(4,),(2,),(b,d,o)),((l,j,n,s),(4,),(8,7,6,5),(3,),(e,a,i,t)),((k,o,t),(f,b,e,l),(5,0),(d,g,q),(6,2)),((d,i,r),(b,e,l),(6,1),(m,),(a,h,s),(7,3),(5,),(k,)),((a,g,p),(e,l),(7,2),(f,m),(c,n),(8,4),(6,0),(d,o)),((c,h,q),(l,),(8,3),(b,f,m),(j,),(9,),(7,1),(a,i,t)),((j,n,s),(9,4),(e,b,f,m),(8,2),(c,g,r)),((o,t),(d,a,c,j),(m,5,0),(i,p),(f,7,3)),((i,r),(a,c,j),(f,6,1),(k,),(g,q),(b,8,4),(m,),(o,)),((g,p),(c,j),(b,7,2),(d,k),(h,s),(e,9),(f,5),(i,t)),((h,q),(j,),(e,8,3),(a,d,k),(n,),(l,),(b,6,0),(g,r)),((n,s),(l,9,4),(c,a,d,k),(e,7,1),(h,p)),((t,),(i,g,h,n),(k,m,5,0),(r,),(d,b,8,4)),((r,),(g,h,n),(d,f,6,1),(o,),(p,),(a,e,9),(k,),(t,)),((p,),(h,n),(a,b,7,2),(i,o),(q,),(c,l),(d,m),(r,)),((q,),(n,),(c,e,8,3),(g,i,o),(s,),(j,),(a,f,5),(p,)),((s,),(j,l,9,4),(h,g,i,o),(c,b,6,0),(q,)),((r,p,q,s),(o,k,m,5,0),(i,a,e,9)),((p,q,s),(i,d,f,6,1),(t,),(g,c,l),(o,)),((q,s),(g,a,b,7,2),(r,t),(h,j),(i,k)),((s,),(h,c,e,8,3),(p,r,t),(n,),(g,d,m)),((n,j,l,9,4),(q,p,r,t),(h,a,f,5));Fa=(5,),(6,),(7,),(8,),(9,),(m,),(f,),(b,),(e,),(l,),(k,),(d,),(a,),(c,),(j,),(o,),(i,),(g,),(h,),(n,),(t,),(r,),(p,),(q,),(s,),(),(),(),(),();Ga=(6,),(5,7),(6,8),(7,9),(8,),(f,),(m,b),(f,e),(b,l),(e,),(d,),(k,a),(d,c),(a,j),(c,),(i,),(o,g),(i,h),(g,n),(h,),(r,),(t,p),(r,q),(p,s),(q,),(),(),(),(),();Ha=(),(),(),(),(),(0,),(1,),(2,),(3,),(4,),(5,),(6,),(7,),(8,),(9,),(m,),(f,),(b,),(e,),(l,),(k,),(d,),(a,),(c,),(j,),(o,),(i,),(g,),(h,),(n,);Ia=(),(),(),(),(),(1,),(0,2),(1,3),(2,4),(3,),(6,),(5,7),(6,8),(7,9),(8,),(f,),(m,b),(f,e),(b,l),(e,),(d,),(k,a),(d,c),(a,j),(c,),(i,),(o,g),(i,h),(g,n),(h,);qb=A[E,E]
def ea(a):return da[a[0]]+'-'+da[a[1]]
def V(b):a=D(b);return xa if a==T else a
def Ja(c,f):
 e=1 if f else-1;j=Fa if f else Ha;k=Ga if f else Ia;d=[]
 for a in C(aa):
  b=c[a]*e
  if b<=0:continue
  if b==F:d.extend((a,b)for b in j[a]if c[b]==0);d.extend((a,b)for b in k[a]if c[b]*e<0)
  elif b==ba or b==G:l=za if b==ba else Aa;d.extend((a,b)for b in l[a]if c[b]*e<=0)
  else:
   if b==va:g=Da;d.extend((a,b)for b in Ba[a]if c[b]==0)
   else:g=Ca if b==wa else Ea
   for m in g[a]:
    for h in m:
     i=c[h]*e
     if i>0:break
     d.append((a,h))
     if i<0:break
 return d
def Ka(a,b):return D(a[b[1]])==G
def La(b,e):
 d,c=e;a=b[d];f=b[c];b[d]=0
 if a==F and I(c)==y-1:a=T
 elif a==-F and I(c)==0:a=-T
 b[c]=a;return f
class fa:
 __slots__='board','d','g'
 def __init__(a,b,c,d=None):a.board=b;a.d=c;a.g=d
 @X
 def B(d,e,f=True,g=None):
  a=e.split()
  if w(a)!=y or any(w(a)!=B for a in a):raise K('a diagram has 6 rows of 5 squares')
  b=[0]*aa
  for h,i in O(a):
   for j,c in O(i):k=ca.index(c.upper());l=1 if c.isupper()else-1;b[U(j,y-1-h)]=l*k
  return d(A(b),f,g)
 @X
 def start(a):return a.B(ya)
 def H(e):
  a=[]
  for f in reversed(C(y)):
   b=[]
   for g in C(B):c=e.board[U(g,f)];d=ca[D(c)];b.append(d if c>=0 else d.lower())
   a.append(''.join(b))
  return R.join(a)
 def e(a):return Ja(list(a.board),a.d)
 def E(a,b):c=list(a.board);La(c,b);return fa(A(c),not a.d,b)
ga='DKLMS'
def N(a,file,b):return D(H(a)-file)+D(I(a)-b)
def J(b,a):return[a for a in a if D(b.board[a[1]])==G]
def Ma(b,a):return[a for a in a if z[a[0]]and not z[a[1]]]
def Na(b,a):return[a for a in a if not z[a[0]]and not z[a[1]]]
def Oa(b,a):return[a for a in a if not z[a[0]]and z[a[1]]]
def Pa(b,a):return[a for a in a if z[a[0]]and z[a[1]]]
def Qa(a,e):b=a.board.index(-G if a.d else G);c,d=H(b),I(b);return[a for a in e if N(a[1],c,d)<N(a[0],c,d)]
Ra={2:(3,5),-2:(1,0),3:(2,5),-3:(2,0),4:(4,5),-4:(0,0),5:(1,5),-5:(3,0),6:(0,5),-6:(4,0),7:(-1,5),-7:(-1,5)};Sa=y-2;Ta=1
def Ua(f,g):
 h=f.board;e=[]
 for a in g:
  d=h[a[0]]
  if d==F:b,c=H(a[0]),Sa
  elif d==-F:b,c=H(a[0]),Ta
  else:b,c=Ra[d]
  if N(a[1],b,c)<N(a[0],b,c):e.append(a)
 return e
def ha(a):return U(B-1-H(a),y-1-I(a))
def ia(a):
 if a.g is None:return
 return V(a.board[a.g[1]])
def Va(a,b):
 c=ia(a)
 if c is None:return[]
 d,e=a.g;f=ha(d),ha(e);return[b for b in b if b==f and V(a.board[b[0]])==c]
def Wa(a,b):c=ia(a);return[b for b in b if V(a.board[b[0]])==c]
Xa={'D':(J,Ma,Na),'K':(J,Qa),'L':(J,Oa,Pa),'M':(J,Va,Wa),'S':(J,Ua)}
def Ya(c,d,a):
 for e in Xa[c]:
  b=e(d,a)
  if b:return b
 return a
def Za(f,a,b,c):
 d=b.e()
 if not d:return
 e=sorted(Ya(f,b,d),key=ea,reverse=a[c-1]%2==1);return e[a[c]%w(e)]
ja=40
def ka(a):return a!=''and all('0'<=a<='9'or'A'<=a<='Z'or'a'<=a<='z'for a in a)
def ab(a):
 if not ka(a):raise K(f'serial must be letters and digits: {a!r}')
 b=''.join(a if a.isdigit()else L(ord(a)-ord('A')+1)for a in a.upper());return A(E(a)for a in b)
def la(c,b):
 a=[c]
 for d in C(ja):a.append((a[-1]+b[d%w(b)])%10)
 return A(a)
bb=2*ja;ma,na,cb='white wins','black wins','draw'
class db:
 __slots__='j','k'
 def __init__(a,b,c):a.j=b;a.k=c
class eb:
 __slots__='l','e','o'
 def __init__(a,b,c,d):a.l=b;a.e=c;a.o=d
def fb(j,e,f):
 g=ab(j);k={True:la(e.k,g),False:la(f.k,g)};l={True:e.j,False:f.j};a=fa.start();h,i=[],[];d=cb
 for m in C(bb):
  b=a.d;h.append(a);c=Za(l[b],k[b],a,m//2+1)
  if c is None:d=na if b else ma;break
  i.append(c)
  if Ka(a.board,c):d=ma if b else na;break
  a=a.E(c)
 return eb(A(h),A(i),d)
gb=2;hb='serial number','white engine','black engine';W='wb'
class x(K):0
class ib:
 __slots__='serial',Q,P,'q'
 def __init__(a,b,c,d,e):a.serial=b;a.white=c;a.black=d;a.q=e
def oa(a,c):
 d,b=a[0].upper(),a[1:]
 if d not in ga:raise x(f"unknown {c} engine letter {a[0]!r} in {a!r} (expected one of {', '.join(ga)})")
 if w(b)!=1 or not'0'<=b<='9':raise x(f'{c} engine seed must be one digit 0-9, got {a!r}')
 return db(d,E(b))
def jb(a,b):
 if b.lower()not in W:raise x(f'side to move must be w or b, got {b!r}')
 if a<1:raise x(f'move number must be a whole number from 1, got {a}')
 return 2*(a-1)+W.index(b.lower())
class kb:
 def __init__(a,b):a.readline=b;a.v=0
 def __call__(b):
  while True:
   a=b.readline()
   if not a:return a
   b.v+=1;c=a.strip()
   if c:return c
def lb(d):
 b=kb(d);c=ta(b)
 try:a=c.F()
 except Z:raise x(f'missing {hb[c.c]}')from None
 except S as e:f=L(e).split(': ',1)[1];raise x(f'line {b.v}: {f}')from None
 if not ka(a.serial):raise x(f'serial number must be letters and digits only, got {a.serial!r}')
 return ib(a.serial.upper(),oa(a.white,Q),oa(a.black,P),0 if a.move_number is None else jb(a.move_number,a.side))
def pa(a):return f'{a//2+1} {W[a%2]}'
def mb(a,b):
 c=w(a.l)-1
 if b>c:raise x(f'position {pa(b)} is past the end of the game (its last position is {pa(c)}, {a.o})')
def nb(a):b=a.H().split(R);c=[f'{y-a} {b}'for a,b in O(b)];return c+['  '+ua,'']
def ob(a,d,e):
 b=[]
 for c in C(d,w(a.e)):
  if e:b.extend(nb(a.l[c]))
  b.append(ea(a.e[c]))
 b.append(a.o);return b
def qa(a):print(f'lousy_chess: {a}',file=M.stderr,flush=True);M.exit(gb)
def pb(b=None):
 c=M.argv[1:]if b is None else b;d=[a for a in c if a!=Y]
 if d:qa(f'unknown argument {d[0]!r} (the only option is --board)')
 try:a=lb(M.stdin.buffer.readline);e=fb(a.serial,a.white,a.black);mb(e,a.q)
 except x as f:qa(L(f))
 print(R.join(ob(e,a.q,Y in c)),flush=True)
pb()
