# judge-chess: built by arena-bundler from 13 modules; do not edit, rebuild with `python -m bundler build`
# modules: sources sources.judge_chess sources.chesscore sources.chesscore.tables sources.chesscore.board sources.chesscore.budget sources.chesscore.weights sources.chesscore.evaluation sources.chesscore.search sources.readers sources.readers.judge_chess sources.judge_chess.protocol sources.judge_chess.__main__
# inputs sha256: 55b9af1b65eed1ab
c=range;va=b'\x15\x1f)3=GQ[\x16 *4>HR\\\x17!+5?IS]\x18",6@JT^\x19#-7AKU_\x1a$.8BLV`\x1b%/9CMWa\x1c&0:DNXb';h=len;J=frozenset;K=enumerate;wa='en_passant_file';L=tuple;r='-';xa='black_to_move';ya='piece_square';U='O-O';ca='O-O-O';z=304;A=str;B=int;C=set;za='castling';Aa=ValueError;M=310;N=936;Ba=Exception;O=min;s=13;V=330;v='';D=10;from collections import namedtuple as da;import struct as Ca;from base64 import b64decode as Da;import gc,os,sys as P,time,random as Ea;e,f=0,1;d=0;b,l,m,j,o,i=1,2,3,4,5,6;g=8;pb=16;ea,fa,ga,ha=D,-D,1,-1;E=fa,ea,ha,ga;F=fa+ha,ea+ha,fa+ga,ea+ga;G=F+E;Q=-21,-19,-12,-8,8,12,19,21;Jc,Fa,R,w=0,1,2,3;qb={l:4,m:5,j:6,o:7};Ga='.PNBRQK..pnbrqk';ia='abcdefgh'
def a(file,a):return 21+file+10*a
def rb():return{a(f,r):ia[f]+A(r+1)for f in c(8)for r in c(8)}
def sb(e):
 a=Ea.Random(e);d=[0]*2048
 for f in list(c(b,i+1))+list(c(g+b,g+i+1)):
  for h in rb():d[f<<7|h]=a.getrandbits(64)
 return{ya:d,za:[0]+[a.getrandbits(64)for _ in c(15)],wa:[a.getrandbits(64)for _ in c(8)],xa:a.getrandbits(64)}
W=dict(zip(va,['a1','a2','a3','a4','a5','a6','a7','a8','b1','b2','b3','b4','b5','b6','b7','b8','c1','c2','c3','c4','c5','c6','c7','c8','d1','d2','d3','d4','d5','d6','d7','d8','e1','e2','e3','e4','e5','e6','e7','e8','f1','f2','f3','f4','f5','f6','f7','f8','g1','g2','g3','g4','g5','g6','g7','g8','h1','h2','h3','h4','h5','h6','h7','h8']));ja={b:a for a,b in W.items()};tb=L(va);ub=dict(zip(Ca.unpack('<56b',Da('9erf1Mm+swkSGyQtNj/37uXc08rBCxYhLDdCTfbs4tjOxLoKFB4oMjxG//79/Pv6+QECAwQFBgc=')),Ca.unpack('<56b',Da('9fX19fX19QkJCQkJCQn39/f39/f3CwsLCwsLC/b29vb29vYKCgoKCgoK/////////wEBAQEBAQE='))));X=sb(960);p=X[ya];ka=X[za];vb=X[wa];la=X[xa];wb='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';S=J(c(b,i+1)),J(c(g+b,g+i+1));xb=J('PNBRQKpnbrqk');yb=J('KQkqABCDEFGHabcdefgh');Ha=S[f]-{g+i},S[e]-{i};t=D,-D;zb=(31,38),(81,88);Ia=(91,98),(21,28);Ab=15;Bb='checkmate';Cb='stalemate';Db='threefold repetition';Eb='insufficient material';Fb='fifty-move rule';Gb='move limit';Hb=250
def H(a):return a//10-2
def u(a):return a%10-1
def Ja(a):return(u(a)+H(a))%2==0
class k(Aa):0
def Ka(c,d,e,b):
 if h(c)<=d:return b
 a=c[d]
 if not(a.isascii()and a.isdigit())or B(a)<b:raise k(f'{e} must be a whole number from {b}, got {a!r}')
 return B(a)
class Ib:
 def __init__(a,b=wb):a.Ma(b)
 def Ma(a,g):
  b=g.split()
  if not 2<=h(b)<=6:raise k(f'expected 6 fields, got {h(b)}')
  i,d=b[0],b[1];c=b[2]if h(b)>2 else r;j=b[3]if h(b)>3 else r
  if d not in('w','b'):raise k(f'side to move must be w or b, got {d!r}')
  if c!=r and not C(c)<=yb:raise k(f'castling must be - or KQkq or rook files, got {c!r}')
  a.t=Ka(b,4,'halfmove clock',0);a.J=Ka(b,5,'fullmove number',1);a.Na(i);a.d=e if d=='w'else f;a.Oa(c);a.o=a.Pa(j)
  if a.y(a.g[a.d^1],a.d):raise k('the side to move can capture the king')
  a.V=[];a.h=[];a.hash=a.Qa()
 def Na(p,v):
  s=v.split('/')
  if h(s)!=8:raise k(f'expected 8 ranks, got {h(s)}')
  t=[pb]*120;p.j=[C(),C()];n=[[],[]]
  for w,q in K(s):
   j=7-w;l=0
   for m in q:
    if m in'12345678':
     if l+B(m)>8:raise k(f'rank {j+1} has more than 8 files: {q!r}')
     for _ in c(B(m)):t[a(l,j)]=d;l+=1
     continue
    if m not in xb:raise k(f'unknown piece {m!r} on rank {j+1}')
    if l==8:raise k(f'rank {j+1} has more than 8 files: {q!r}')
    r=Ga.index(m)
    if r&7==b and j in(0,7):raise k(f'a pawn on rank {j+1}')
    u=a(l,j);t[u]=r;o=f if r&g else e;p.j[o].add(u)
    if r&7==i:n[o].append(u)
    l+=1
   if l!=8:raise k(f'rank {j+1} has {l} files: {q!r}')
  for o,x in(e,'white'),(f,'black'):
   if h(n[o])!=1:raise k(f'{h(n[o])} {x} kings')
  p.e=t;p.g=[n[e][0],n[f][0]]
 def Pa(c,i):
  if i==r:return 0
  h=c.d^1;a=ja.get(i)
  if a is None or H(a)!=(2 if h==e else 5)or c.e[a]!=d or c.e[a-t[h]]!=d or c.e[a+t[h]]!=b|(g if h==f else 0):raise k(f'no pawn can just have skipped the en-passant square {i!r}')
  return a
 def Oa(b,x):
  b.W=[0,0,0,0];p=0
  for q in x.replace(r,v):
   d=e if q.isupper()else f;i=0 if d==e else 7;l=u(b.g[d]);m=j|(g if d==f else 0);n=q.lower()
   if n=='k':k=[f for f in c(l+1,8)if b.e[a(f,i)]==m];h=k[-1]if k else None
   elif n=='q':k=[f for f in c(l)if b.e[a(f,i)]==m];h=k[0]if k else None
   else:h=ia.index(n)
   if h is None or H(b.g[d])!=i or b.e[a(h,i)]!=m:continue
   s=(1 if h<l else 2)<<2*d;b.W[s.bit_length()-1]=a(h,i);p|=s
  b.z=p;o=[Ab]*120
  for t,w in K(b.W):
   if w:o[w]&=~(1<<t);d=t//2;o[b.g[d]]&=~(3<<2*d)
  b.na=o;b.Ia=[b.Ya(a)for a in c(4)]
 def Ya(g,f):
  a=g.W[f]
  if not a:return
  b=g.g[f//2];e=a-u(a);d,h=(e+6,e+5)if f&1 else(e+2,e+3);i=b,a,d,h;k=L(c for c in c(O(i),max(i)+1)if c!=b and c!=a);j=1 if d>=b else-1;l=L(c(b+j,d,j))if d!=b else();return k,l,d,a,h
 def Qa(a):
  b=ka[a.z]
  for d in e,f:
   for c in a.j[d]:b^=p[a.e[c]<<7|c]
  if a.d==f:b^=la
  a.u=a.ua(a.o);return b^a.u
 def ua(a,c):
  if not c:return 0
  d=c+t[a.d^1];e=b|(g if a.d==f else 0);h=a.e
  if h[d-1]==e or h[d+1]==e:return vb[u(c)]
  return 0
 def fen(b,i=True):
  g=[]
  for j in c(7,-1,-1):
   f,e=v,0
   for k in c(8):
    h=b.e[a(k,j)]
    if h==d:e+=1;continue
    if e:f,e=f+A(e),0
    f+=Ga[h]
   g.append(f+(A(e)if e else v))
  return' '.join(('/'.join(g),'wb'[b.d],b.eb(i),W[b.o]if b.o else r,A(b.t),A(b.J)))
 def eb(b,h=True):
  d=v
  for a in e,f:
   g=[b.W[a]for a in(2*a,2*a+1)if b.z>>a&1]
   if h:c=v.join(ia[u(a)]for a in sorted(g))
   else:c=v.join('q'if c<b.g[a]else'k'for c in sorted(g,reverse=True))
   d+=c.upper()if a==e else c
  return d or r
 def R(a,q):
  e=a.e;l=a.d;h=q&127;c=q>>7&127;n=q>>14;j=e[h];m=a.j[l];k=a.hash;a.V.append((q,e[c],a.z,a.o,a.u,a.t,k));a.h.append(k);k^=la^a.u;r=a.z
  if r:
   y=r&a.na[h]&a.na[c]
   if y!=r:k^=ka[r]^ka[y];a.z=y
  a.o=0
  if n==w:
   s=h-u(h)
   if c<h:o,v=s+2,s+3
   else:o,v=s+6,s+5
   z=e[c];e[h]=e[c]=d;m.discard(h);m.discard(c);e[o]=j;e[v]=z;m.add(o);m.add(v);a.g[l]=o;k^=p[j<<7|h]^p[j<<7|o]^p[z<<7|c]^p[z<<7|v];a.t+=1
  else:
   A=e[c]
   if A:a.j[l^1].discard(c);k^=p[A<<7|c];a.t=0
   elif j&7==b:a.t=0
   else:a.t+=1
   e[h]=d;m.discard(h);m.add(c);k^=p[j<<7|h]
   if n>=4:j=n-2|j&g
   e[c]=j;k^=p[j<<7|c]
   if j&7==i:a.g[l]=c
   elif n==Fa:a.o=h+c>>1
   elif n==R:x=c-t[l];k^=p[e[x]<<7|x];e[x]=d;a.j[l^1].discard(x)
  if l==f:a.J+=1
  a.d=l^1;a.u=a.ua(a.o)if a.o else 0;a.hash=k^a.u
 def pop(a):
  m,s,x,y,z,A,B=a.V.pop();a.h.pop();c=a.e;h=a.d^1;l=a.j[h];j=m&127;k=m>>7&127;r=m>>14
  if r==w:
   n=j-u(j)
   if k<j:o,p=n+2,n+3
   else:o,p=n+6,n+5
   C,D=c[o],c[p];c[o]=c[p]=d;l.discard(o);l.discard(p);c[j]=C;c[k]=D;l.add(j);l.add(k);a.g[h]=j
  else:
   q=c[k]
   if r>=4:q=b|q&g
   c[j]=q;c[k]=s;l.discard(k);l.add(j)
   if s:a.j[h^1].add(k)
   if q&7==i:a.g[h]=j
   elif r==R:v=k-t[h];c[v]=b|(g if h==e else 0);a.j[h^1].add(v)
  if h==f:a.J-=1
  a.d=h;a.z=x;a.o=y;a.u=z;a.t=A;a.hash=B;return m
 def hb(a):a.V.append((a.o,a.u,a.hash));a.h.append(a.hash);a.hash^=la^a.u;a.o=0;a.u=0;a.d^=1
 def kb(a):a.o,a.u,a.hash=a.V.pop();a.h.pop();a.d^=1
 def y(v,h,s):
  c=v.e;n=g if s==f else 0;w=l|n
  for x in Q:
   if c[h+x]==w:return True
  q=b|n
  if s==e:
   if c[h-9]==q or c[h-11]==q:return True
  elif c[h+9]==q or c[h+11]==q:return True
  t=i|n;u=o|n;r=m|n
  for p in F:
   k=h+p;a=c[k]
   if a==t:return True
   while a==d:k+=p;a=c[k]
   if a==r or a==u:return True
  r=j|n
  for p in E:
   k=h+p;a=c[k]
   if a==t:return True
   while a==d:k+=p;a=c[k]
   if a==r or a==u:return True
  return False
 def Aa(a):return a.y(a.g[a.d],a.d^1)
 def Ra(u):
  h=u.e;p=u.d;i=u.g[p];B=S[p];k=0 if p==f else g;w=o|k;q=0;r=None;x={}
  for D,y in(E,j|k),(F,m|k):
   for e in D:
    a=i+e;n=h[a]
    while n==d:a+=e;n=h[a]
    if n==y or n==w:q+=1;r=C(c(i+e,a+e,e))
    elif n in B:
     v=a+e;s=h[v]
     while s==d:v+=e;s=h[v]
     if s==y or s==w:x[a]=e
  G=l|k
  for z in Q:
   if h[i+z]==G:q+=1;r={i+z}
  H=b|k;A=t[p]
  for a in i+A-1,i+A+1:
   if h[a]==H:q+=1;r={a}
  return q,r,x
 def G(a):return a.va(False)
 def bb(a):return a.va(True)
 def va(e,q):
  f=e.e;g=e.d;r,J,v=e.Ra();p=[];s=e.g[g];w=Ha[g]
  if r<2:
   z=[];A=t[g];K,L=zb[g];M,N=Ia[g];O=e.o
   for a in e.j[g]:
    u=f[a]&7
    if u==i:continue
    B=r or a in v
    if B:
     if r and a in v:continue
     k=[]
    else:k=p
    n=k.append
    if u==b:
     o=a+A;C=M<=o<=N
     if f[o]==d:
      if C:
       for y in 4,5,6,7:n(a|o<<7|y<<14)
      elif not q:
       n(a|o<<7);D=o+A
       if K<=a<=L and f[D]==d:n(a|D<<7|Fa<<14)
     for c in o-1,o+1:
      if f[c]in w:
       if C:
        for y in 4,5,6,7:n(a|c<<7|y<<14)
       else:n(a|c<<7)
      elif c==O:z.append(a|c<<7|R<<14)
    elif u==l:
     for P in Q:
      c=a+P;h=f[c]
      if h in w or h==d and not q:n(a|c<<7)
    else:
     S=E if u==j else F if u==m else G
     for x in S:
      c=a+x;h=f[c]
      while h==d:
       if not q:n(a|c<<7)
       c+=x;h=f[c]
      if h in w:n(a|c<<7)
    if B and k:
     if a in v:H=v[a];k=[m for m in k if ub.get((m>>7&127)-a)in(H,-H)]
     if r:k=[m for m in k if m>>7&127 in J]
     p.extend(k)
   for I in z:
    e.R(I)
    if not e.y(e.g[g],g^1):p.append(I)
    e.pop()
   if not r and e.z and not q:e.fb(p)
  T=f[s];f[s]=d;U=g^1
  for x in G:
   c=s+x;h=f[c]
   if(h in w or h==d and not q)and not e.y(c,U):p.append(s|c<<7)
  f[s]=T;return p
 def Va(k):
  e=k.e;n=k.d;o=Ha[n];v=t[n];w,x=Ia[n];y=k.o;r=[];g=r.append
  for c in k.j[n]:
   h=e[c]&7
   if h==b:
    f=c+v
    if w<=f<=x:
     if e[f]==d:
      for p in 4,5,6,7:g(c|f<<7|p<<14)
     for a in f-1,f+1:
      if e[a]in o:
       for p in 4,5,6,7:g(c|a<<7|p<<14)
     continue
    for a in f-1,f+1:
     if e[a]in o:g(c|a<<7)
     elif a==y:g(c|a<<7|R<<14)
   elif h==l or h==i:
    for s in Q if h==l else G:
     if e[c+s]in o:g(c|c+s<<7)
   else:
    z=E if h==j else F if h==m else G
    for u in z:
     a=c+u;q=e[a]
     while q==d:a+=u;q=e[a]
     if q in o:g(c|a<<7)
  return r
 def lb(a):b=a.d^1;return not a.y(a.g[b],a.d)
 def fb(b,l):
  a=b.e;c=b.d;e=b.g[c];h=c^1
  for i in 2*c,2*c+1:
   if not b.z>>i&1:continue
   m,n,o,f,j=b.Ia[i]
   if any(a[b]for b in m):continue
   p,k=a[e],a[f];a[e]=d;g=True
   for q in n:
    if b.y(q,h):g=False;break
   if g:a[f]=d;a[j]=k;g=not b.y(o,h);a[j]=d;a[f]=k
   a[e]=p
   if g:l.append(e|f<<7|w<<14)
 def ja(f,b,chess960=True):
  a,c,d=b&127,b>>7&127,b>>14
  if d==w and not chess960:c=a-u(a)+(2 if c<a else 6)
  e=W[a]+W[c]
  if d>=4:e+='nbrq'[d-4]
  return e
 def sb(c,a):
  a=a.strip().lower()
  for b in c.G():
   if c.ja(b)==a or b>>14==w and c.ja(b,chess960=False)==a:return b
 def pb(o,c):
  h=o.d^1;p=g if h==f else 0;b=0 if h==e else 7;m=o.e
  if c in(U,ca):s,t=(6,5)if c==U else(2,3);return m[a(s,b)]==i|p and m[a(t,b)]==j|p
  n,k=ja.get(c[:2]),ja.get(c[2:4]);q=c[4:]
  if n is None or k is None or n==k:return False
  if q not in(v,'n','b','r','q')or m[n]in S[h^1]:return False
  r=m[k]
  if q:return r==l+'nbrq'.index(q)|p and H(k)==7-b
  if r in S[h]:return True
  return r==d and H(n)==H(k)==b and o.g[h]in(a(2,b),a(6,b))
 def ub(c,a):b=a>>14;return b==R or b!=w and c.e[a>>7&127]!=d
 def Sa(a):b=a.h[-a.t:]if a.t else[];return b.count(a.hash)>=2
 def Ta(l):
  h=l.e;a=None
  for c in tb:
   e=h[c];f=e&7
   if e==d or f==i:continue
   if f in(b,j,o):return False
   if a is None:a=c;continue
   k=h[a]
   if(k^e)&g and f==m and k&7==m and Ja(c)==Ja(a):continue
   return False
  return True
 def Za(a):return 2*(a.J-1)+a.d
 def vb(a):
  if not a.G():return Bb if a.Aa()else Cb
  if a.Sa():return Db
  if a.Ta():return Eb
  if a.t>=100:return Fb
  if a.Za()>=Hb:return Gb
class Jb:
 def __init__(a,b,c,d=None,e=None):a.Ja=b+c;a.l=d;a.oa=e
 def ya(a,b):
  if a.l is not None:return b>=a.l
  if a.oa is not None and a.oa():return True
  return time.perf_counter()>=a.Ja
La=L(b'ZZZZMXOBP_WXNXgpdj\x80\x8ap|\x84zrxqqvvvv'),(280,295,307,302,286,298,311,319,292,314,328,339,309,324,344,350,V,328,350,340,312,339,349,355,296,M,333,322,299,297,291,303),(338,339,323,329,342,348,338,328,321,344,333,336,331,325,V,337,326,327,335,356,333,346,342,348,333,332,340,326,323,320,323,323),(477,473,488,492,471,456,472,473,463,464,457,468,472,471,461,469,470,480,467,480,488,486,489,495,495,500,494,513,484,479,481,491),(964,969,957,967,953,957,966,961,947,959,952,952,959,957,948,953,966,955,938,956,965,960,969,966,958,958,959,951,962,958,960,961),(2,D,-18,-27,-20,-20,-40,-68,-50,-51,-52,-61,-73,-72,-90,-91,-76,-75,-88,-89,-75,-76,-91,-89,-75,-74,-90,-90,-75,-75,-90,-90);Kb=L(b'xxxx}v\x85\x8difotqphdv\x82wd\x95\x9c\x98\x83\xbf\xbf\xb4\xb4xxxx'),(263,265,273,270,276,280,279,305,271,296,308,315,272,288,M,325,276,298,307,315,273,287,z,294,270,281,288,285,270,268,268,274),(299,302,305,308,z,M,316,z,305,321,V,322,308,306,328,313,301,M,305,326,306,z,315,316,z,302,307,309,300,297,z,300),(517,518,520,521,526,516,529,511,522,537,520,523,530,524,537,525,527,531,529,531,526,529,535,535,536,542,538,541,536,530,538,538),(931,933,932,925,931,N,932,N,932,934,947,948,934,941,944,954,N,941,942,959,935,939,950,950,932,940,942,N,934,934,937,N),(-31,-38,-29,-37,-28,-s,-7,1,-22,-8,s,15,-19,-1,12,26,-18,-1,12,22,-21,-14,6,9,-23,-7,-8,-11,-27,-21,-23,-22);Ma=0,5,-s,2,s,37,63,0;Na=0,-s,0,19,11,44,103,0;Oa=25;Pa=26;Qa=14;Ra=1;Sa=25;Ta=16;Ua=s;Va=4;Lb=-3;Mb=0,0,25,s,9,20,0;Wa=42;Xa=0,0,0,5,5,3,0;Nb=0,0,0,6,7,s,0;Ob=0,0,1,1,2,4,0;T=24;x=g|b;Pb=g|j;q=0,100,M,V,500,950,20000
def Ya(file,a):return a*4+O(file,7-file)
y=20;Y=1<<y-1;Za=(1<<y)-1;ma=64;Qb=48;ab=17;Rb=(1<<ab)-1;Sb,bb,cb=0,8,12;db,eb=16,20
def Tb():
 o=[0]*2048;u=Ea.Random(64);p={}
 for d in c(b,i+1):
  for q in c(8):
   for k in c(8):
    r=Ya(q,k);v=La[d-1][r];w=Kb[d-1][r];x=Ob[d]<<Sb
    for h in e,f:
     if d==m:l=(bb,cb)[h]
     elif d==b:l=(db,eb)[h]
     else:l=None
     z=x+(1<<l if l is not None else 0);s=1 if h==e else-1;t=a(q,k if h==e else 7-k);j=d|(g if h==f else 0);o[j<<7|t]=s*v+(s*w<<y)+(z<<2*y);n=Ub(d,q,k)
     if n is not None:
      if(j,n)not in p:p[j,n]=u.getrandbits(Qb)
      o[j<<7|t]+=p[j,n]<<ma
 return o
def Ub(a,file,c):
 if a==b:return file,c
 if a==j:return file
 if a==i:return(file,c)if c<2 else'away'
Vb=Tb()
def Wb():
 d=[0]*2048
 for e in c(b,i+1):
  for f in c(8):
   for h in c(8):j=La[e-1][Ya(f,h)];d[e<<7|a(f,h)]=j;d[(e|g)<<7|a(f,7-h)]=j
 return d
Xb=Wb();Yb={a|d:(c,b*Xa[a],b*Xa[a]*Nb[a],b*Mb[a])for a,c in((l,None),(m,F),(j,E),(o,G))for d,b in((0,1),(g,-1))}
def Zb():
 e=[None]*120
 for b in c(8):
  for d in c(8):
   f=[0]*120
   for g in c(max(b-1,0),O(b+2,8)):
    for h in c(max(d-1,0),O(d+2,8)):f[a(g,h)]=1
   e[a(b,d)]=f
 return e
ac=Zb();fb=[(-1,0,0)]*(1<<ab)
def na(b):
 l=b.e;m=Vb;s,t=b.j;u=sum([m[l[a]<<7|a]for a in s])+sum([m[l[a]<<7|a]for a in t]);g=u+Y;h=g>>ma;n=h&Rb;v,i,j=fb[n]
 if v!=h:i,j=dc(b);fb[n]=h,i,j
 o=(g&Za)-Y+i;p=(g>>y)+Y;q=(p&Za)-Y+j;c=p>>y&(1<<ma-2*y)-1;d=c&255
 if d>T:d=T
 r,w=bc(b);o+=r+w+Lb*cc(b);q+=r;k=o*d+q*(T-d);a=k//T if k>=0 else-(-k//T)
 if c>>bb&15>=2:a+=Wa
 if c>>cb&15>=2:a-=Wa
 if a>0:
  if not c>>db&15 and gb(b,e):a//=8
 elif a<0:
  if not c>>eb&15 and gb(b,f):a=-(-a//8)
 return a if b.d==e else-a
def bc(c):
 f=c.e;m=Yb;g=h=0
 for n,o in K(c.j):
  d=ac[c.g[n^1]]
  for e in o:
   i=m.get(f[e])
   if i is not None:
    j,p,q,r=i;a=0
    if j is None:
     for s in Q:a+=d[e+s]
    else:
     k=0
     for l in j:
      b=e+l
      while not f[b]:k+=1;a+=d[b];b+=l
      a+=d[b]
     g+=p*k-q
    h+=r*a
 return g,h
def cc(d):
 e=d.e;f,g=d.g;c=0
 for b in G:
  a=f+b
  while not e[a]:c+=1;a+=b
  a=g+b
  while not e[a]:c-=1;a+=b
 return c
def dc(o):
 i=o.e;l=[0]*10;m=[0]*10;p=[-1]*10;q=[8]*10;s,t,u,v=[],[],[],[]
 for d in o.j[e]:
  r=i[d]
  if r==b:
   s.append(d);a,g=d%10,d//10-2;l[a]+=1
   if g<q[a]:q[a]=g
  elif r==j:u.append(d)
 for d in o.j[f]:
  r=i[d]
  if r==x:
   t.append(d);a,g=d%10,d//10-2;m[a]+=1
   if g>p[a]:p[a]=g
  elif r==Pb:v.append(d)
 k=n=0
 for d in s:
  a,g=d%10,d//10-2
  if p[a-1]<=g and p[a]<=g and p[a+1]<=g:k+=Ma[g];n+=Na[g]
  if not l[a-1]and not l[a+1]:k-=Qa;n-=Ra
 for d in t:
  a,g=d%10,7-(d//10-2)
  if q[a-1]>=7-g and q[a]>=7-g and q[a+1]>=7-g:k-=Ma[g];n-=Na[g]
  if not m[a-1]and not m[a+1]:k+=Qa;n+=Ra
 for a in c(1,9):
  if l[a]>1:k-=Oa*(l[a]-1);n-=Pa*(l[a]-1)
  if m[a]>1:k+=Oa*(m[a]-1);n+=Pa*(m[a]-1)
 for d in u:
  a=d%10
  if not l[a]:k+=Sa if not m[a]else Ta
 for d in v:
  a=d%10
  if not m[a]:k-=Sa if not l[a]else Ta
 h=o.g[e]
 if h<41:k+=Ua*((i[h+9]==b)+(i[h+10]==b)+(i[h+11]==b))+Va*((i[h+19]==b)+(i[h+20]==b)+(i[h+21]==b))
 h=o.g[f]
 if h>80:k-=Ua*((i[h-9]==x)+(i[h-10]==x)+(i[h-11]==x))+Va*((i[h-19]==x)+(i[h-20]==x)+(i[h-21]==x))
 return k,n
def gb(d,e):
 g=d.e;a=[0]*7;b=[0]*7
 for h,i in(e,a),(e^1,b):
  for k in d.j[h]:i[g[k]&7]+=1
 f=a[j]*5+a[o]*9;n=b[j]*5+b[o]*9;c=a[l]+a[m];p=b[l]+b[m]
 if f==0:return c<=1 or c==2 and a[l]==2
 return f==n and c<=p+1
oa=100000;I=oa-1000;pa=oa+1;Z,hb,ib=0,1,2;aa=64;jb=18;qa=(1<<jb)-1;ec=-1;fc=0,0,Z,0,ec;hc=75000;ic=2;kb=2;ra=150;lb=0,8,14;jc=3;kc=200;mb=50;lc=16;mc=1<<30;nc=1<<28;nb=1<<27,(1<<27)-1;oc=1<<26;ob=8;pc=l,m,j,o
class ba(Ba):0
class sa:
 def __init__(a,b,c,d,e):a.Ka=b;a.rb=c;a.depth=d;a.l=e
class qc:
 def __init__(a,b=10):a.pa=b;a.ea=[fc]*(1<<jb);a.Y={};a.h={};a.qa=[[0,0]for _ in c(aa+1)];a.l=0;a.Z=0;a.K=None;a.ra=0
 def cb(c,a,d,e=J(),f=aa-1):
  b=[a for a in a.G()if a not in e]
  if not b:return sa(None,0,0,0)
  c.start(d,a.d)
  if h(b)==1:return sa(b[0],na(a),0,0)
  return c.wa(a,b,f)
 def xb(b,a,d):
  c=a.G();b.start(d,a.d^1)
  if c:b.wa(a,c,aa-1)
 def start(a,b,c):
  if h(a.Y)>hc:a.Y.clear()
  for d in a.h:a.h[d]>>=2
  a.K=b;a.l=0;a.Z=a.xa(0);a.ra=c
 def wa(a,d,b,j):
  e,f,c=b[0],0,0;b=a.order(d,b,0,a.ab(d))
  try:
   while c<j and not a.K.ya(a.l):
    g,h=a.gb(d,b,c+1);c+=1;e,f=g,h;b.remove(g);b.insert(0,g)
    if abs(h)>I:break
  except ba as i:
   if i.args:e,f=i.args
  return sa(e,f,c,a.l)
 def xa(a,b):
  if a.K.l is not None:return a.K.l
  return b+lc
 def Ea(a):
  if a.K.ya(a.l):raise ba()
  a.Z=a.xa(a.l)
 def gb(d,b,g,e):
  a,h=-pa,pa;f=g[0]
  for i,j in K(g):
   b.R(j)
   try:
    if i==0:c=-d.H(b,e-1,-h,-a,1,True)
    else:
     c=-d.H(b,e-1,-a-1,-a,1,True)
     if c>a:c=-d.H(b,e-1,-h,-a,1,True)
   except ba:
    if i>0:raise ba(f,a)
    raise
   finally:b.pop()
   if c>a:a,f=c,j
  d.za(b,e,a,Z,f,0);return f,a
 def ka(a,b):return-a.pa if b.d==a.ra else a.pa
 def Ua(c,a):
  b=a.t
  if b>=100:return True
  if b<4:return False
  return a.hash in a.h[-b:]
 def H(b,a,c,e,d,g,v):
  b.l+=1
  if b.l>=b.Z:b.Ea()
  if b.Ua(a):return b.ka(a)
  if g>=aa:return na(a)
  m=a.Aa()
  if m:c+=1
  if c<=0:return b.Fa(a,e,d,g)
  w=e;r=a.hash;x,y,n,s,z=b.ea[r&qa]
  if z!=r:s=0
  elif x>=c and d-e==1:
   f=tc(y,g)
   if n==Z or n==hb and f>=d or n==ib and f<=e:return f
  A=d-e==1;i=b.Ba(a)if A and not m and abs(d)<I else None
  if i is not None:
   if c<=kb and i-ra*c>=d:return i
   if v and c>=3 and i>=d and rc(a):
    a.hb()
    try:f=-b.H(a,c-1-ic,-d,-d+1,g+1,False)
    finally:a.kb()
    if f>=d:return d
  j=-pa
  if i is not None and c<=kb and i+ra*c<=e:
   j=i+ra*c;k=a.bb()
   if not k:return j if a.G()else b.ka(a)
  else:
   k=a.G()
   if not k:return-oa+g if m else b.ka(a)
  k=b.order(a,k,g,s);t=k[0];B=a.e;C=lb[c]if i is not None and c<h(lb)else h(k)
  for o,l in K(k):
   p=not B[l>>7&127]and l>>14<2
   if p and o>C:continue
   a.R(l)
   try:
    if o==0:f=-b.H(a,c-1,-d,-e,g+1,True)
    else:
     u=1 if c>=2 and o>=jc and p and not m else 0;f=-b.H(a,c-1-u,-e-1,-e,g+1,True)
     if f>e and(u or f<d):f=-b.H(a,c-1,-d,-e,g+1,True)
   finally:a.pop()
   if f>j:
    j,t=f,l
    if f>e:
     e=f
     if e>=d:
      if p:b.qb(l,c,g)
      break
  if j>=d:q=hb
  elif j>w:q=Z
  else:q=ib
  b.za(a,c,j,q,t,g);return j
 def Fa(e,a,c,h,o):
  e.l+=1
  if e.l>=e.Z:e.Ea()
  f=e.Ba(a)
  if f>=h:return f
  if f>c:c=f
  k=a.e;l=a.Va()
  if not l:return c
  i=[]
  for d in l:
   g=q[k[d>>7&127]&7];j=d>>14
   if j==2:g=q[b]
   elif j>=4:g+=q[j-2]-q[b]
   if f+g+kc<c:continue
   m=k[d&127]&7
   if q[m]>g+mb and a.y(d>>7&127,a.d^1):continue
   i.append((g*8-m,d))
  i.sort(reverse=True)
  for _,d in i:
   a.R(d)
   try:
    if not a.lb():continue
    n=-e.Fa(a,-h,-c,o+1)
   finally:a.pop()
   if n>c:
    c=n
    if c>=h:break
  return c
 def Ba(c,a):
  b=c.Y.get(a.hash)
  if b is None:b=c.Y[a.hash]=na(a)
  return b
 def ab(c,a):b=c.ea[a.hash&qa];return b[3]if b[4]==a.hash else 0
 def za(b,c,d,e,f,g,h):a=c.hash;b.ea[a&qa]=d,sc(e,h),f,g,a
 def qb(c,a,d,e):
  b=c.qa[e]
  if b[0]!=a:b[1]=b[0];b[0]=a
  c.h[a]=c.h.get(a,0)+d*d
 def order(m,j,t,u,v):
  f=j.e;w,x=m.qa[u];n=m.h;e=Xb;k=[]
  for a in t:
   if a==v:c=mc
   else:
    g=f[a>>7&127];d=a>>14
    if d==3:g=0
    elif d==2:g=b
    if g or d>=4:
     o=f[a&127]&7;c=q[g&7]*8+(q[d-2]if d>=4 else 0)-o
     if d<4 and q[o]>q[g&7]+mb and j.y(a>>7&127,j.d^1):c+=oc
     else:c+=nc
    elif a==w:c=nb[0]
    elif a==x:c=nb[1]
    elif d==3:h,l=a&127,a>>7&127;i=h-h%10;y,z=(i+3,i+4)if l<h else(i+7,i+6);p,r=f[h]<<7,f[l]<<7;c=n.get(a,0)*ob+e[p|y]-e[p|h]+e[r|z]-e[r|l]
    else:s=f[a&127]<<7;c=n.get(a,0)*ob+e[s|a>>7&127]-e[s|a&127]
   k.append((c,a))
  k.sort(reverse=True);return[a for _,a in k]
def rc(a):
 b=a.e
 for c in a.j[a.d]:
  if b[c]&7 in pc:return True
 return False
def sc(a,b):
 if a>I:return a+b
 if a<-I:return a-b
 return a
def tc(a,b):
 if a>I:return a-b
 if a<-I:return a+b
 return a
class ta(Ba):0
class n(Aa):0
uc=da('Init','color');vc=da('Turn','last_move my_time opp_time fen');wc=da('Status','status remaining_time')
class xc:
 def __init__(a,b):a.readline=b;a.B=0
 def la(a):
  b=a.readline()
  if not b:raise ta(f'input ended after line {a.B}')
  a.B+=1
  if b[-1:]not in('\n',b'\n'):raise ta(f'input ended inside line {a.B}')
  return a.decode(b).rstrip('\r\n')
 def decode(b,a):
  if isinstance(a,A):return a
  try:return a.decode('utf-8')
  except UnicodeDecodeError:raise n(f'input line {b.B}: expected UTF-8 text, got {a!r}')from None
 def da(a,b,c,d):return n(f'input line {a.B}: {b}: expected {c}, got {d!r}')
 def split(d,a,b,e,f=False):
  c=a.split(None,b-1)if f else a.split()
  if h(c)!=b:raise d.da(e,f'{b} fields',a)
  return c
 def ia(c,a,d):
  b=a[1:]if a[:1]==r else a
  if b.isascii()and b.isdigit():return B(a)
  raise c.da(d,'an integer',a)
 def ha(c,a,b,d):
  if not a or h(a)>b or' 'in a:raise c.da(d,f'a word of at most {b} characters',a)
  return a
 def string(c,a,b,d):
  if h(a)>b:raise c.da(d,f'at most {b} characters',a)
  return a
 def ib(a):b=a.ha(a.la(),5,'color');return uc(b)
 def nb(a):b=a.split(a.la(),4,'lastMove myTime oppTime fen',True);c=a.ha(b[0],5,'lastMove');d=a.ia(b[1],'myTime');e=a.ia(b[2],'oppTime');f=a.string(b[3],100,'fen');return vc(c,d,e,f)
 def mb(a):b=a.split(a.la(),2,'status remainingTime');c=a.ha(b[0],1,'status');d=a.ia(b[1],'remainingTime');return wc(c,d)
yc=D;zc=30;Ac=.5;Bc=.5;ua='white','black'
def Cc(b,c):a=os.environ.get('ARENA_NODES');d=max(Bc,c)/yc;e=O(Ac,d/zc);return Jb(b,e,B(a)if a else None)
def Dc(b,a):
 if a>>14==w:return U if a>>7&127>a&127 else ca
 return b.ja(a)[:4]
def Ec(a):
 if a>>14>=4:return a&16383|qb[o]<<14
 return a
class Fc:
 def __init__(a,b):a.h=[];a.La=b;a.E=None;a.fa=C();a.aa=None;a.sa=0.;a.ta=0
 def ma(a,b,c):a.ta=c;a.E=b;a.E.h=list(a.h);a.fa=C();return a.Ca()
 def Ca(a):
  c=a.E;d={a for a in c.G()if 4<=a>>14<7};e=Cc(a.sa,a.ta);b=a.La.cb(c,e,a.fa|d).Ka
  if b is None:return
  b=Ec(b);a.fa.add(b);a.aa=b;return Dc(c,b)
 def jb(a):
  if a.aa is None:return
  a.E.R(a.aa);a.h=a.E.h+[a.E.hash];a.aa=None
class Gc:
 def __init__(a,b):a.readline=b;a.ba=None
 def __call__(a):b=a.peek();a.ba=None;return b
 def peek(a):
  if a.ba is None:a.ba=a.readline()
  return a.ba
 def db(a):return h(a.peek().split())==2
class Hc:
 def __init__(a,b,c,d):a.P=b;a.lines=c;a.Q=d;a.ca=None;a.F=None;a.ga=True
 def Ha(a,b):print(f'judge_chess: {b}; waiting for a position',file=P.stderr);a.ga=False;a.F=None
 def Ga(a,b):
  if a.ga:print(f'judge_chess: {b}; ignored',file=P.stderr)
 def Xa(a):
  try:
   b=a.P.ib().color
   if b not in ua:raise n(f'input line 1: color: expected white or black, got {b!r}')
   a.ca=ua.index(b)
  except n as c:a.Ha(c)
 def step(a):
  try:
   if a.lines.db():a.status(a.P.mb())
   else:a.ma(a.P.nb())
  except n as b:a.Ha(b)
 def status(a,b):
  c=a.P.B
  if b.status not in('A','D'):raise n(f'input line {c}: status: expected A or D, got {b.status!r}')
  if a.F is None:a.Ga(f'input line {c}: a status with no move to judge')
  elif b.status=='A':a.Q.jb();a.F=None
  else:a.Da(a.Q.Ca())
 def ma(a,b):
  c=a.P.B
  if b==a.F:a.Ga(f'input line {c}: the same position again before its status');return
  a.Q.sa=time.perf_counter();d=a.Wa(b,c)
  if a.F is not None:print(f'judge_chess: input line {c}: a new position before the status of the last move; answering it',file=P.stderr)
  a.ga=True;a.F=b;a.Da(a.Q.ma(d,b.my_time))
 def Wa(f,d,a):
  g=d.fen.split()
  if h(g)!=6:raise n(f'input line {a}: fen: expected 6 fields, got {d.fen!r}')
  try:b=Ib(d.fen)
  except k as i:raise n(f'input line {a}: fen: {i}')from None
  if f.ca is not None and b.d!=f.ca:raise n(f'input line {a}: fen: {g[1]} to move, but this bot plays {ua[f.ca]}')
  c=d.last_move
  if c=='NONE':
   if b.d!=e or b.J!=1:raise n(f'input line {a}: lastMove: NONE after move 1')
  elif not((h(c)==4 or c in(U,ca))and b.pb(c)):raise n(f'input line {a}: lastMove: {c!r} cannot have led to the position')
  return b
 def Da(a,b):
  if b is None:print(f'judge_chess: no move left to try in {a.Q.E.fen()}',file=P.stderr);a.F=None;return
  print(b,flush=True)
def Ic(c=qc):
 a=Gc(P.stdin.buffer.readline);b=Hc(xc(a),a,Fc(c()))
 try:
  gc.disable();b.Xa()
  while True:b.step()
 except ta:return
Ic()
