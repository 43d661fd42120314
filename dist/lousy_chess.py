# lousy-chess: built by arena-bundler from 8 modules; do not edit, rebuild with `python -m bundler build`
# modules: sources sources.lousy_chess sources.lousy_chess.rules sources.lousy_chess.engines sources.lousy_chess.rng sources.lousy_chess.game sources.lousy_chess.protocol sources.lousy_chess.__main__
# inputs sha256: fc240d7408da2160
from __future__ import annotations;V='--board';N='\n';A='';W='black';X='white';h=23;g=22;n=24;i=21;o=20;c=18;a=17;j=19;d=16;k=15;e=13;b=12;l=14;f=11;m=10;q=28;p=27;s=29;r=26;t=25;u=True;v=False;O=ValueError;C=abs;D=range;Y=classmethod;w=len;P=enumerate;E=tuple;K=int;import sys as L;qa='abcde';B=5;y=6;Z=B*y;F,aa,ra,sa,ta,G=1,2,3,4,5,6;Q=7;ba='.PNBRQKX';ua='''
kqbnr
ppppp
.....
.....
PPPPP
RNBQK
'''
def R(file,a):return file+B*a
def H(a):return a%B
def I(a):return a//B
ca='a1','b1','c1','d1','e1','a2','b2','c2','d2','e2','a3','b3','c3','d3','e3','a4','b4','c4','d4','e4','a5','b5','c5','d5','e5','a6','b6','c6','d6','e6';z=u,v,u,v,u,v,u,v,u,v,u,v,u,v,u,v,u,v,u,v,u,v,u,v,u,v,u,v,u,v;va=(f,7),(b,8,m),(e,9,5,f),(l,6,b),(7,e),(d,b,2),(a,e,3,k),(c,l,4,0,m,d),(j,1,f,a),(2,b,c),(i,a,7,1),(g,c,8,2,0,o),(h,j,9,3,1,5,k,i),(n,4,2,6,d,g),(3,7,a,h),(r,g,b,6),(p,h,e,7,5,t),(q,n,l,8,6,m,o,r),(s,9,7,f,i,p),(8,b,g,q),(p,a,f),(q,c,b,m),(s,j,e,f,k,t),(l,b,d,r),(e,a,p),(g,d),(h,a,k),(n,c,d,o),(j,a,i),(c,g);wa=(5,1,6),(6,2,0,7,5),(7,3,1,8,6),(8,4,2,9,7),(9,3,8),(m,6,0,f,1),(f,7,1,5,b,2,0,m),(b,8,2,6,e,3,1,f),(e,9,3,7,l,4,2,b),(l,4,8,3,e),(k,f,5,d,6),(d,b,6,m,a,7,5,k),(a,e,7,f,c,8,6,d),(c,l,8,b,j,9,7,a),(j,9,e,8,c),(o,d,m,i,f),(i,a,f,k,g,b,m,o),(g,c,b,d,h,e,f,i),(h,j,e,a,n,l,b,g),(n,l,c,e,h),(t,i,k,r,d),(r,g,d,o,p,a,k,t),(p,h,a,i,q,c,d,r),(q,n,c,g,s,j,a,p),(s,j,h,c,q),(r,o,i),(p,i,t,g,o),(q,g,r,h,i),(s,h,p,n,g),(n,q,h);xa=(5,1),(6,2,0),(7,3,1),(8,4,2),(9,3),(m,6,0),(f,7,1,5),(b,8,2,6),(e,9,3,7),(l,4,8),(k,f,5),(d,b,6,m),(a,e,7,f),(c,l,8,b),(j,9,e),(o,d,m),(i,a,f,k),(g,c,b,d),(h,j,e,a),(n,l,c),(t,i,k),(r,g,d,o),(p,h,a,i),(q,n,c,g),(s,j,h),(r,o),(p,i,t),(q,g,r),(s,h,p),(n,q);ya=((5,m,k,o,t),(1,2,3,4)),((6,f,d,i,r),(2,3,4),(0,)),((7,b,a,g,p),(3,4),(1,0)),((8,e,c,h,q),(4,),(2,1,0)),((9,l,j,n,s),(3,2,1,0)),((m,k,o,t),(6,7,8,9),(0,)),((f,d,i,r),(7,8,9),(1,),(5,)),((b,a,g,p),(8,9),(2,),(6,5)),((e,c,h,q),(9,),(3,),(7,6,5)),((l,j,n,s),(4,),(8,7,6,5)),((k,o,t),(f,b,e,l),(5,0)),((d,i,r),(b,e,l),(6,1),(m,)),((a,g,p),(e,l),(7,2),(f,m)),((c,h,q),(l,),(8,3),(b,f,m)),((j,n,s),(9,4),(e,b,f,m)),((o,t),(d,a,c,j),(m,5,0)),((i,r),(a,c,j),(f,6,1),(k,)),((g,p),(c,j),(b,7,2),(d,k)),((h,q),(j,),(e,8,3),(a,d,k)),((n,s),(l,9,4),(c,a,d,k)),((t,),(i,g,h,n),(k,m,5,0)),((r,),(g,h,n),(d,f,6,1),(o,)),((p,),(h,n),(a,b,7,2),(i,o)),((q,),(n,),(c,e,8,3),(g,i,o)),((s,),(j,l,9,4),(h,g,i,o)),((r,p,q,s),(o,k,m,5,0)),((p,q,s),(i,d,f,6,1),(t,)),((q,s),(g,a,b,7,2),(r,t)),((s,),(h,c,e,8,3),(p,r,t)),((n,j,l,9,4),(q,p,r,t));za=((6,b,c,n),),((7,e,j),(5,)),((8,l),(6,m)),((9,),(7,f,k)),((8,b,d,o),),((f,a,h,s),(1,)),((b,c,n),(2,),(0,),(m,)),((e,j),(3,),(1,),(f,k)),((l,),(4,),(2,),(b,d,o)),((3,),(e,a,i,t)),((d,g,q),(6,2)),((a,h,s),(7,3),(5,),(k,)),((c,n),(8,4),(6,0),(d,o)),((j,),(9,),(7,1),(a,i,t)),((8,2),(c,g,r)),((i,p),(f,7,3)),((g,q),(b,8,4),(m,),(o,)),((h,s),(e,9),(f,5),(i,t)),((n,),(l,),(b,6,0),(g,r)),((e,7,1),(h,p)),((r,),(d,b,8,4)),((p,),(a,e,9),(k,),(t,)),((q,),(c,l),(d,m),(r,)),((s,),(j,),(a,f,5),(p,)),((c,b,6,0),(q,)),((i,a,e,9),),((g,c,l),(o,)),((h,j),(i,k)),((n,),(g,d,m)),((h,a,f,5),);Aa=((5,m,k,o,t),(1,2,3,4),(6,b,c,n)),((6,f,d,i,r),(2,3,4),(0,),(7,e,j),(5,)),((7,b,a,g,p),(3,4),(1,0),(8,l),(6,m)),((8,e,c,h,q),(4,),(2,1,0),(9,),(7,f,k)),((9,l,j,n,s),(3,2,1,0),(8,b,d,o)),((m,k,o,t),(6,7,8,9),(0,),(f,a,h,s),(1,)),((f,d,i,r),(7,8,9),(1,),(5,),(b,c,n),(2,),(0,),(m,)),((b,a,g,p),(8,9),(2,),(6,5),(e,j),(3,),(1,),(f,k)),((e,c,h,q),(9,),(3,),(7,6,5),(l,),(4,),(2,),(b,d,o)),((l,j,n,s),(4,),(8,7,6,5),(3,),(e,a,i,t)),((k,o,t),(f,b,e,l),(5,0),(d,g,q),(6,2)),((d,i,r),(b,e,l),(6,1),(m,),(a,h,s),(7,3),(5,),(k,)),((a,g,p),(e,l),(7,2),(f,m),(c,n),(8,4),(6,0),(d,o)),((c,h,q),(l,),(8,3),(b,f,m),(j,),(9,),(7,1),(a,i,t)),((j,n,s),(9,4),(e,b,f,m),(8,2),(c,g,r)),((o,t),(d,a,c,j),(m,5,0),(i,p),(f,7,3)),((i,r),(a,c,j),(f,6,1),(k,),(g,q),(b,8,4),(m,),(o,)),((g,p),(c,j),(b,7,2),(d,k),(h,s),(e,9),(f,5),(i,t)),((h,q),(j,),(e,8,3),(a,d,k),(n,),(l,),(b,6,0),(g,r)),((n,s),(l,9,4),(c,a,d,k),(e,7,1),(h,p)),((t,),(i,g,h,n),(k,m,5,0),(r,),(d,b,8,4)),((r,),(g,h,n),(d,f,6,1),(o,),(p,),(a,e,9),(k,),(t,)),((p,),(h,n),(a,b,7,2),(i,o),(q,),(c,l),(d,m),(r,)),((q,),(n,),(c,e,8,3),(g,i,o),(s,),(j,),(a,f,5),(p,)),((s,),(j,l,9,4),(h,g,i,o),(c,b,6,0),(q,)),((r,p,q,s),(o,k,m,5,0),(i,a,e,9)),((p,q,s),(i,d,f,6,1),(t,),(g,c,l),(o,)),((q,s),(g,a,b,7,2),(r,t),(h,j),(i,k)),((s,),(h,c,e,8,3),(p,r,t),(n,),(g,d,m)),((n,j,l,9,4),(q,p,r,t),(h,a,f,5));Ba=(5,),(6,),(7,),(8,),(9,),(m,),(f,),(b,),(e,),(l,),(k,),(d,),(a,),(c,),(j,),(o,),(i,),(g,),(h,),(n,),(t,),(r,),(p,),(q,),(s,),(),(),(),(),();Ca=(6,),(5,7),(6,8),(7,9),(8,),(f,),(m,b),(f,e),(b,l),(e,),(d,),(k,a),(d,c),(a,j),(c,),(i,),(o,g),(i,h),(g,n),(h,),(r,),(t,p),(r,q),(p,s),(q,),(),(),(),(),();Da=(),(),(),(),(),(0,),(1,),(2,),(3,),(4,),(5,),(6,),(7,),(8,),(9,),(m,),(f,),(b,),(e,),(l,),(k,),(d,),(a,),(c,),(j,),(o,),(i,),(g,),(h,),(n,);Ea=(),(),(),(),(),(1,),(0,2),(1,3),(2,4),(3,),(6,),(5,7),(6,8),(7,9),(8,),(f,),(m,b),(f,e),(b,l),(e,),(d,),(k,a),(d,c),(a,j),(c,),(i,),(o,g),(i,h),(g,n),(h,)
def da(a):return ca[a[0]]+'-'+ca[a[1]]
def S(b):a=C(b);return ta if a==Q else a
def Fa(c,f):
 e=1 if f else-1;j=Ba if f else Da;k=Ca if f else Ea;d=[]
 for a in D(Z):
  b=c[a]*e
  if b<=0:continue
  if b==F:d.extend((a,b)for b in j[a]if c[b]==0);d.extend((a,b)for b in k[a]if c[b]*e<0)
  elif b==aa or b==G:l=va if b==aa else wa;d.extend((a,b)for b in l[a]if c[b]*e<=0)
  else:
   if b==ra:g=za;d.extend((a,b)for b in xa[a]if c[b]==0)
   else:g=ya if b==sa else Aa
   for m in g[a]:
    for h in m:
     i=c[h]*e
     if i>0:break
     d.append((a,h))
     if i<0:break
 return d
def Ga(a,b):return C(a[b[1]])==G
def Ha(b,e):
 d,c=e;a=b[d];f=b[c];b[d]=0
 if a==F and I(c)==y-1:a=Q
 elif a==-F and I(c)==0:a=-Q
 b[c]=a;return f
class ea:
 __slots__='board','white_to_move','last_move'
 def __init__(a,b,c,d=None):a.board=b;a.white_to_move=c;a.last_move=d
 @Y
 def from_diagram(d,e,f=True,g=None):
  a=e.split()
  if w(a)!=y or any(w(a)!=B for a in a):raise O('a diagram has 6 rows of 5 squares')
  b=[0]*Z
  for h,i in P(a):
   for j,c in P(i):k=ba.index(c.upper());l=1 if c.isupper()else-1;b[R(j,y-1-h)]=l*k
  return d(E(b),f,g)
 @Y
 def start(a):return a.from_diagram(ua)
 def diagram(e):
  a=[]
  for f in reversed(D(y)):
   b=[]
   for g in D(B):c=e.board[R(g,f)];d=ba[C(c)];b.append(d if c>=0 else d.lower())
   a.append(A.join(b))
  return N.join(a)
 def moves(a):return Fa(list(a.board),a.white_to_move)
 def play(a,b):c=list(a.board);Ha(c,b);return ea(E(c),not a.white_to_move,b)
fa='DKLMS'
def M(a,file,b):return C(H(a)-file)+C(I(a)-b)
def J(b,a):return[a for a in a if C(b.board[a[1]])==G]
def Ia(b,a):return[a for a in a if z[a[0]]and not z[a[1]]]
def Ja(b,a):return[a for a in a if not z[a[0]]and not z[a[1]]]
def Ka(b,a):return[a for a in a if not z[a[0]]and z[a[1]]]
def La(b,a):return[a for a in a if z[a[0]]and z[a[1]]]
def Ma(a,e):b=a.board.index(-G if a.white_to_move else G);c,d=H(b),I(b);return[a for a in e if M(a[1],c,d)<M(a[0],c,d)]
Na={2:(3,5),-2:(1,0),3:(2,5),-3:(2,0),4:(4,5),-4:(0,0),5:(1,5),-5:(3,0),6:(0,5),-6:(4,0),7:(-1,5),-7:(-1,5)};Oa=y-2;Pa=1
def Qa(f,g):
 h=f.board;e=[]
 for a in g:
  d=h[a[0]]
  if d==F:b,c=H(a[0]),Oa
  elif d==-F:b,c=H(a[0]),Pa
  else:b,c=Na[d]
  if M(a[1],b,c)<M(a[0],b,c):e.append(a)
 return e
def ga(a):return R(B-1-H(a),y-1-I(a))
def ha(a):
 if a.last_move is None:return
 return S(a.board[a.last_move[1]])
def Ra(a,b):
 c=ha(a)
 if c is None:return[]
 d,e=a.last_move;f=ga(d),ga(e);return[b for b in b if b==f and S(a.board[b[0]])==c]
def Sa(a,b):c=ha(a);return[b for b in b if S(a.board[b[0]])==c]
Ta={'D':(J,Ia,Ja),'K':(J,Ma),'L':(J,Ka,La),'M':(J,Ra,Sa),'S':(J,Qa)}
def Ua(c,d,a):
 for e in Ta[c]:
  b=e(d,a)
  if b:return b
 return a
def Va(f,a,b,c):
 d=b.moves()
 if not d:return
 e=sorted(Ua(f,b,d),key=da,reverse=a[c-1]%2==1);return e[a[c]%w(e)]
ia=40
def ja(a):return a!=A and all('0'<=a<='9'or'A'<=a<='Z'or'a'<=a<='z'for a in a)
def Wa(a):
 if not ja(a):raise O(f'serial must be letters and digits: {a!r}')
 b=A.join(a if a.isdigit()else str(ord(a)-ord('A')+1)for a in a.upper());return E(K(a)for a in b)
def ka(c,b):
 a=[c]
 for d in D(ia):a.append((a[-1]+b[d%w(b)])%10)
 return E(a)
Xa=2*ia;la,ma,Ya='white wins','black wins','draw'
class Za:
 __slots__='letter','seed'
 def __init__(a,b,c):a.letter=b;a.seed=c
class ab:
 __slots__='positions','moves','result'
 def __init__(a,b,c,d):a.positions=b;a.moves=c;a.result=d
def bb(j,e,f):
 g=Wa(j);k={True:ka(e.seed,g),False:ka(f.seed,g)};l={True:e.letter,False:f.letter};a=ea.start();h,i=[],[];d=Ya
 for m in D(Xa):
  b=a.white_to_move;h.append(a);c=Va(l[b],k[b],a,m//2+1)
  if c is None:d=ma if b else la;break
  i.append(c)
  if Ga(a.board,c):d=la if b else ma;break
  a=a.play(c)
 return ab(E(h),E(i),d)
cb=2;T=4;U='wb'
class x(O):0
class db:
 __slots__='serial',X,W,'ply'
 def __init__(a,b,c,d,e):a.serial=b;a.white=c;a.black=d;a.ply=e
def na(a,b):
 if a==A:raise x(f'missing {b} engine')
 d,c=a[0].upper(),a[1:]
 if d not in fa:raise x(f"unknown {b} engine letter {a[0]!r} in {a!r} (expected one of {', '.join(fa)})")
 if w(c)!=1 or not'0'<=c<='9':raise x(f'{b} engine seed must be one digit 0-9, got {a!r}')
 return Za(d,K(c))
def eb(c):
 b=c.split()
 if w(b)!=2 or b[1].lower()not in U:raise x(f'position must be \'N w\' or \'N b\', got {c!r}')
 a,d=b
 if not all('0'<=a<='9'for a in a)or K(a)<1:raise x(f'move number must be a whole number from 1, got {a!r}')
 return 2*(K(a)-1)+U.index(d.lower())
def fb(c):
 a=[a.strip()for a in c if a.strip()][:T]
 if not a:raise x('missing serial number')
 b=a[0]
 if not ja(b):raise x(f'serial number must be letters and digits only, got {b!r}')
 a+=[A]*(T-w(a));return db(b.upper(),na(a[1],X),na(a[2],W),eb(a[3])if a[3]else 0)
def oa(a):return f'{a//2+1} {U[a%2]}'
def gb(a,b):
 c=w(a.positions)-1
 if b>c:raise x(f'position {oa(b)} is past the end of the game (its last position is {oa(c)}, {a.result})')
def hb(a):b=a.diagram().split(N);c=[f'{y-a} {b}'for a,b in P(b)];return c+['  '+qa,A]
def ib(a,d,e):
 b=[]
 for c in D(d,w(a.moves)):
  if e:b.extend(hb(a.positions[c]))
  b.append(da(a.moves[c]))
 b.append(a.result);return b
def jb():
 a=[]
 while sum(1 for a in a if a.strip())<T:
  b=L.stdin.readline()
  if b==A:break
  a.append(b)
 return a
def pa(a):print(f'lousy_chess: {a}',file=L.stderr,flush=True);L.exit(cb)
def kb(b=None):
 c=L.argv[1:]if b is None else b;d=[a for a in c if a!=V]
 if d:pa(f'unknown argument {d[0]!r} (the only option is --board)')
 try:a=fb(jb());e=bb(a.serial,a.white,a.black);gb(e,a.ply)
 except x as f:pa(str(f))
 print(N.join(ib(e,a.ply,V in c)),flush=True)
kb()
