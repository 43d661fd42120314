# lousy-chess: built by arena-bundler from 8 modules; do not edit, rebuild with `python -m bundler build`
# modules: sources sources.lousy_chess sources.lousy_chess.rules sources.lousy_chess.engines sources.lousy_chess.rng sources.lousy_chess.game sources.lousy_chess.protocol sources.lousy_chess.__main__
# inputs sha256: fc240d7408da2160
from __future__ import annotations;import sys as j;H='abcde';d=5;b=6;q=d*b;e,r,I,J,K,f=1,2,3,4,5,6;l=7;s='.PNBRQKX';L='''
kqbnr
ppppp
.....
.....
PPPPP
RNBQK
'''
def m(file,a):return file+d*a
def g(a):return a%d
def h(a):return a//d
t='a1','b1','c1','d1','e1','a2','b2','c2','d2','e2','a3','b3','c3','d3','e3','a4','b4','c4','d4','e4','a5','b5','c5','d5','e5','a6','b6','c6','d6','e6';c=True,False,True,False,True,False,True,False,True,False,True,False,True,False,True,False,True,False,True,False,True,False,True,False,True,False,True,False,True,False;M=(11,7),(12,8,10),(13,9,5,11),(14,6,12),(7,13),(16,12,2),(17,13,3,15),(18,14,4,0,10,16),(19,1,11,17),(2,12,18),(21,17,7,1),(22,18,8,2,0,20),(23,19,9,3,1,5,15,21),(24,4,2,6,16,22),(3,7,17,23),(26,22,12,6),(27,23,13,7,5,25),(28,24,14,8,6,10,20,26),(29,9,7,11,21,27),(8,12,22,28),(27,17,11),(28,18,12,10),(29,19,13,11,15,25),(14,12,16,26),(13,17,27),(22,16),(23,17,15),(24,18,16,20),(19,17,21),(18,22);N=(5,1,6),(6,2,0,7,5),(7,3,1,8,6),(8,4,2,9,7),(9,3,8),(10,6,0,11,1),(11,7,1,5,12,2,0,10),(12,8,2,6,13,3,1,11),(13,9,3,7,14,4,2,12),(14,4,8,3,13),(15,11,5,16,6),(16,12,6,10,17,7,5,15),(17,13,7,11,18,8,6,16),(18,14,8,12,19,9,7,17),(19,9,13,8,18),(20,16,10,21,11),(21,17,11,15,22,12,10,20),(22,18,12,16,23,13,11,21),(23,19,13,17,24,14,12,22),(24,14,18,13,23),(25,21,15,26,16),(26,22,16,20,27,17,15,25),(27,23,17,21,28,18,16,26),(28,24,18,22,29,19,17,27),(29,19,23,18,28),(26,20,21),(27,21,25,22,20),(28,22,26,23,21),(29,23,27,24,22),(24,28,23);O=(5,1),(6,2,0),(7,3,1),(8,4,2),(9,3),(10,6,0),(11,7,1,5),(12,8,2,6),(13,9,3,7),(14,4,8),(15,11,5),(16,12,6,10),(17,13,7,11),(18,14,8,12),(19,9,13),(20,16,10),(21,17,11,15),(22,18,12,16),(23,19,13,17),(24,14,18),(25,21,15),(26,22,16,20),(27,23,17,21),(28,24,18,22),(29,19,23),(26,20),(27,21,25),(28,22,26),(29,23,27),(24,28);P=((5,10,15,20,25),(1,2,3,4)),((6,11,16,21,26),(2,3,4),(0,)),((7,12,17,22,27),(3,4),(1,0)),((8,13,18,23,28),(4,),(2,1,0)),((9,14,19,24,29),(3,2,1,0)),((10,15,20,25),(6,7,8,9),(0,)),((11,16,21,26),(7,8,9),(1,),(5,)),((12,17,22,27),(8,9),(2,),(6,5)),((13,18,23,28),(9,),(3,),(7,6,5)),((14,19,24,29),(4,),(8,7,6,5)),((15,20,25),(11,12,13,14),(5,0)),((16,21,26),(12,13,14),(6,1),(10,)),((17,22,27),(13,14),(7,2),(11,10)),((18,23,28),(14,),(8,3),(12,11,10)),((19,24,29),(9,4),(13,12,11,10)),((20,25),(16,17,18,19),(10,5,0)),((21,26),(17,18,19),(11,6,1),(15,)),((22,27),(18,19),(12,7,2),(16,15)),((23,28),(19,),(13,8,3),(17,16,15)),((24,29),(14,9,4),(18,17,16,15)),((25,),(21,22,23,24),(15,10,5,0)),((26,),(22,23,24),(16,11,6,1),(20,)),((27,),(23,24),(17,12,7,2),(21,20)),((28,),(24,),(18,13,8,3),(22,21,20)),((29,),(19,14,9,4),(23,22,21,20)),((26,27,28,29),(20,15,10,5,0)),((27,28,29),(21,16,11,6,1),(25,)),((28,29),(22,17,12,7,2),(26,25)),((29,),(23,18,13,8,3),(27,26,25)),((24,19,14,9,4),(28,27,26,25));Q=((6,12,18,24),),((7,13,19),(5,)),((8,14),(6,10)),((9,),(7,11,15)),((8,12,16,20),),((11,17,23,29),(1,)),((12,18,24),(2,),(0,),(10,)),((13,19),(3,),(1,),(11,15)),((14,),(4,),(2,),(12,16,20)),((3,),(13,17,21,25)),((16,22,28),(6,2)),((17,23,29),(7,3),(5,),(15,)),((18,24),(8,4),(6,0),(16,20)),((19,),(9,),(7,1),(17,21,25)),((8,2),(18,22,26)),((21,27),(11,7,3)),((22,28),(12,8,4),(10,),(20,)),((23,29),(13,9),(11,5),(21,25)),((24,),(14,),(12,6,0),(22,26)),((13,7,1),(23,27)),((26,),(16,12,8,4)),((27,),(17,13,9),(15,),(25,)),((28,),(18,14),(16,10),(26,)),((29,),(19,),(17,11,5),(27,)),((18,12,6,0),(28,)),((21,17,13,9),),((22,18,14),(20,)),((23,19),(21,15)),((24,),(22,16,10)),((23,17,11,5),);R=((5,10,15,20,25),(1,2,3,4),(6,12,18,24)),((6,11,16,21,26),(2,3,4),(0,),(7,13,19),(5,)),((7,12,17,22,27),(3,4),(1,0),(8,14),(6,10)),((8,13,18,23,28),(4,),(2,1,0),(9,),(7,11,15)),((9,14,19,24,29),(3,2,1,0),(8,12,16,20)),((10,15,20,25),(6,7,8,9),(0,),(11,17,23,29),(1,)),((11,16,21,26),(7,8,9),(1,),(5,),(12,18,24),(2,),(0,),(10,)),((12,17,22,27),(8,9),(2,),(6,5),(13,19),(3,),(1,),(11,15)),((13,18,23,28),(9,),(3,),(7,6,5),(14,),(4,),(2,),(12,16,20)),((14,19,24,29),(4,),(8,7,6,5),(3,),(13,17,21,25)),((15,20,25),(11,12,13,14),(5,0),(16,22,28),(6,2)),((16,21,26),(12,13,14),(6,1),(10,),(17,23,29),(7,3),(5,),(15,)),((17,22,27),(13,14),(7,2),(11,10),(18,24),(8,4),(6,0),(16,20)),((18,23,28),(14,),(8,3),(12,11,10),(19,),(9,),(7,1),(17,21,25)),((19,24,29),(9,4),(13,12,11,10),(8,2),(18,22,26)),((20,25),(16,17,18,19),(10,5,0),(21,27),(11,7,3)),((21,26),(17,18,19),(11,6,1),(15,),(22,28),(12,8,4),(10,),(20,)),((22,27),(18,19),(12,7,2),(16,15),(23,29),(13,9),(11,5),(21,25)),((23,28),(19,),(13,8,3),(17,16,15),(24,),(14,),(12,6,0),(22,26)),((24,29),(14,9,4),(18,17,16,15),(13,7,1),(23,27)),((25,),(21,22,23,24),(15,10,5,0),(26,),(16,12,8,4)),((26,),(22,23,24),(16,11,6,1),(20,),(27,),(17,13,9),(15,),(25,)),((27,),(23,24),(17,12,7,2),(21,20),(28,),(18,14),(16,10),(26,)),((28,),(24,),(18,13,8,3),(22,21,20),(29,),(19,),(17,11,5),(27,)),((29,),(19,14,9,4),(23,22,21,20),(18,12,6,0),(28,)),((26,27,28,29),(20,15,10,5,0),(21,17,13,9)),((27,28,29),(21,16,11,6,1),(25,),(22,18,14),(20,)),((28,29),(22,17,12,7,2),(26,25),(23,19),(21,15)),((29,),(23,18,13,8,3),(27,26,25),(24,),(22,16,10)),((24,19,14,9,4),(28,27,26,25),(23,17,11,5));S=(5,),(6,),(7,),(8,),(9,),(10,),(11,),(12,),(13,),(14,),(15,),(16,),(17,),(18,),(19,),(20,),(21,),(22,),(23,),(24,),(25,),(26,),(27,),(28,),(29,),(),(),(),(),();T=(6,),(5,7),(6,8),(7,9),(8,),(11,),(10,12),(11,13),(12,14),(13,),(16,),(15,17),(16,18),(17,19),(18,),(21,),(20,22),(21,23),(22,24),(23,),(26,),(25,27),(26,28),(27,29),(28,),(),(),(),(),();U=(),(),(),(),(),(0,),(1,),(2,),(3,),(4,),(5,),(6,),(7,),(8,),(9,),(10,),(11,),(12,),(13,),(14,),(15,),(16,),(17,),(18,),(19,),(20,),(21,),(22,),(23,),(24,);V=(),(),(),(),(),(1,),(0,2),(1,3),(2,4),(3,),(6,),(5,7),(6,8),(7,9),(8,),(11,),(10,12),(11,13),(12,14),(13,),(16,),(15,17),(16,18),(17,19),(18,),(21,),(20,22),(21,23),(22,24),(23,);Ca=tuple[int,int]
def u(a):return t[a[0]]+'-'+t[a[1]]
def n(b):a=abs(b);return K if a==l else a
def W(c,h):
 g=1 if h else-1;l=S if h else U;m=T if h else V;d=[]
 for a in range(q):
  b=c[a]*g
  if b<=0:continue
  if b==e:d.extend((a,b)for b in l[a]if c[b]==0);d.extend((a,b)for b in m[a]if c[b]*g<0)
  elif b==r or b==f:n=M if b==r else N;d.extend((a,b)for b in n[a]if c[b]*g<=0)
  else:
   if b==I:i=Q;d.extend((a,b)for b in O[a]if c[b]==0)
   else:i=P if b==J else R
   for o in i[a]:
    for j in o:
     k=c[j]*g
     if k>0:break
     d.append((a,j))
     if k<0:break
 return d
def X(a,b):return abs(a[b[1]])==f
def Y(c,g):
 f,d=g;a=c[f];i=c[d];c[f]=0
 if a==e and h(d)==b-1:a=l
 elif a==-e and h(d)==0:a=-l
 c[d]=a;return i
class v:
 __slots__='board','white_to_move','last_move'
 def __init__(a,b,c,d=None):a.board=b;a.white_to_move=c;a.last_move=d
 @classmethod
 def from_diagram(f,g,h=True,i=None):
  a=g.split()
  if len(a)!=b or any(len(a)!=d for a in a):raise ValueError('a diagram has 6 rows of 5 squares')
  c=[0]*q
  for j,k in enumerate(a):
   for l,e in enumerate(k):n=s.index(e.upper());o=1 if e.isupper()else-1;c[m(l,b-1-j)]=o*n
  return f(tuple(c),h,i)
 @classmethod
 def start(a):return a.from_diagram(L)
 def diagram(g):
  a=[]
  for h in reversed(range(b)):
   c=[]
   for i in range(d):e=g.board[m(i,h)];f=s[abs(e)];c.append(f if e>=0 else f.lower())
   a.append(''.join(c))
  return'\n'.join(a)
 def moves(a):return W(list(a.board),a.white_to_move)
 def play(a,b):c=list(a.board);Y(c,b);return v(tuple(c),not a.white_to_move,b)
w='DKLMS'
def k(a,file,b):return abs(g(a)-file)+abs(h(a)-b)
def i(b,a):return[a for a in a if abs(b.board[a[1]])==f]
def Z(b,a):return[a for a in a if c[a[0]]and not c[a[1]]]
def aa(b,a):return[a for a in a if not c[a[0]]and not c[a[1]]]
def ba(b,a):return[a for a in a if not c[a[0]]and c[a[1]]]
def ca(b,a):return[a for a in a if c[a[0]]and c[a[1]]]
def da(a,e):b=a.board.index(-f if a.white_to_move else f);c,d=g(b),h(b);return[a for a in e if k(a[1],c,d)<k(a[0],c,d)]
ea={2:(3,5),-2:(1,0),3:(2,5),-3:(2,0),4:(4,5),-4:(0,0),5:(1,5),-5:(3,0),6:(0,5),-6:(4,0),7:(-1,5),-7:(-1,5)};fa=b-2;ga=1
def ha(h,i):
 j=h.board;f=[]
 for a in i:
  d=j[a[0]]
  if d==e:b,c=g(a[0]),fa
  elif d==-e:b,c=g(a[0]),ga
  else:b,c=ea[d]
  if k(a[1],b,c)<k(a[0],b,c):f.append(a)
 return f
def x(a):return m(d-1-g(a),b-1-h(a))
def y(a):
 if a.last_move is None:return None
 return n(a.board[a.last_move[1]])
def ia(a,b):
 c=y(a)
 if c is None:return[]
 d,e=a.last_move;f=x(d),x(e);return[b for b in b if b==f and n(a.board[b[0]])==c]
def ja(a,b):c=y(a);return[b for b in b if n(a.board[b[0]])==c]
ka={'D':(i,Z,aa),'K':(i,da),'L':(i,ba,ca),'M':(i,ia,ja),'S':(i,ha)}
def la(c,d,a):
 for e in ka[c]:
  b=e(d,a)
  if b:return b
 return a
def ma(f,a,b,c):
 d=b.moves()
 if not d:return None
 e=sorted(la(f,b,d),key=u,reverse=a[c-1]%2==1);return e[a[c]%len(e)]
z=40
def A(a):return a!=''and all('0'<=a<='9'or'A'<=a<='Z'or'a'<=a<='z'for a in a)
def na(a):
 if not A(a):raise ValueError(f'serial must be letters and digits: {a!r}')
 b=''.join(a if a.isdigit()else str(ord(a)-ord('A')+1)for a in a.upper());return tuple(int(a)for a in b)
def B(c,b):
 a=[c]
 for d in range(z):a.append((a[-1]+b[d%len(b)])%10)
 return tuple(a)
oa=2*z;C,D,pa='white wins','black wins','draw'
class qa:
 __slots__='letter','seed'
 def __init__(a,b,c):a.letter=b;a.seed=c
class ra:
 __slots__='positions','moves','result'
 def __init__(a,b,c,d):a.positions=b;a.moves=c;a.result=d
def sa(j,e,f):
 g=na(j);k={True:B(e.seed,g),False:B(f.seed,g)};l={True:e.letter,False:f.letter};a=v.start();h,i=[],[];d=pa
 for m in range(oa):
  b=a.white_to_move;h.append(a);c=ma(l[b],k[b],a,m//2+1)
  if c is None:d=D if b else C;break
  i.append(c)
  if X(a.board,c):d=C if b else D;break
  a=a.play(c)
 return ra(tuple(h),tuple(i),d)
ta=2;o=4;p='wb'
class a(ValueError):0
class ua:
 __slots__='serial','white','black','ply'
 def __init__(a,b,c,d,e):a.serial=b;a.white=c;a.black=d;a.ply=e
def E(b,c):
 if b=='':raise a(f'missing {c} engine')
 e,d=b[0].upper(),b[1:]
 if e not in w:raise a(f"unknown {c} engine letter {b[0]!r} in {b!r} (expected one of {', '.join(w)})")
 if len(d)!=1 or not'0'<=d<='9':raise a(f'{c} engine seed must be one digit 0-9, got {b!r}')
 return qa(e,int(d))
def va(d):
 c=d.split()
 if len(c)!=2 or c[1].lower()not in p:raise a(f'position must be \'N w\' or \'N b\', got {d!r}')
 b,e=c
 if not all('0'<=a<='9'for a in b)or int(b)<1:raise a(f'move number must be a whole number from 1, got {b!r}')
 return 2*(int(b)-1)+p.index(e.lower())
def wa(d):
 b=[a.strip()for a in d if a.strip()][:o]
 if not b:raise a('missing serial number')
 c=b[0]
 if not A(c):raise a(f'serial number must be letters and digits only, got {c!r}')
 b+=['']*(o-len(b));return ua(c.upper(),E(b[1],'white'),E(b[2],'black'),va(b[3])if b[3]else 0)
def F(a):return f'{a//2+1} {p[a%2]}'
def xa(b,c):
 d=len(b.positions)-1
 if c>d:raise a(f'position {F(c)} is past the end of the game (its last position is {F(d)}, {b.result})')
def ya(a):c=a.diagram().split('\n');d=[f'{b-a} {c}'for a,c in enumerate(c)];return d+['  '+H,'']
def za(a,d,e):
 b=[]
 for c in range(d,len(a.moves)):
  if e:b.extend(ya(a.positions[c]))
  b.append(u(a.moves[c]))
 b.append(a.result);return b
def Aa():
 a=[]
 while sum(1 for a in a if a.strip())<o:
  b=j.stdin.readline()
  if b=='':break
  a.append(b)
 return a
def G(a):print(f'lousy_chess: {a}',file=j.stderr,flush=True);j.exit(ta)
def Ba(c=None):
 d=j.argv[1:]if c is None else c;e=[a for a in d if a!='--board']
 if e:G(f'unknown argument {e[0]!r} (the only option is --board)')
 try:b=wa(Aa());f=sa(b.serial,b.white,b.black);xa(f,b.ply)
 except a as g:G(str(g))
 print('\n'.join(za(f,b.ply,'--board'in d)),flush=True)
Ba()
