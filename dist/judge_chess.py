# judge-chess: built by arena-bundler from 13 modules; do not edit, rebuild with `python -m bundler build`
# modules: sources sources.judge_chess sources.chesscore sources.chesscore.tables sources.chesscore.board sources.chesscore.budget sources.chesscore.weights sources.chesscore.evaluation sources.chesscore.search sources.readers sources.readers.judge_chess sources.judge_chess.protocol sources.judge_chess.__main__
# inputs sha256: 55b9af1b65eed1ab
b=range;la=b'\x15\x1f)3=GQ[\x16 *4>HR\\\x17!+5?IS]\x18",6@JT^\x19#-7AKU_\x1a$.8BLV`\x1b%/9CMWa\x1c&0:DNXb';c=len;w=frozenset;x=enumerate;ma='en_passant_file';y=tuple;h='-';na='black_to_move';oa='piece_square';F='O-O';T='O-O-O';n=304;o=str;p=int;q=set;pa='castling';qa=ValueError;z=310;A=936;ra=Exception;B=min;G=330;k=13;H=932;I=934;J=959;K=305;L=328;M=323;N=333;l='';O=max;from collections import namedtuple as U;import struct as sa;from base64 import b64decode as ta;import gc,os,sys as C,time,random as ua;V,W,X,Y=10,-10,1,-1;r=W,V,Y,X;s=W+Y,V+Y,W+X,V+X;t=s+r;D=-21,-19,-12,-8,8,12,19,21;Ka={2:4,3:5,4:6,5:7};va='.PNBRQK..pnbrqk';Z='abcdefgh'
def a(a,b):return 21+a+10*b
def La():return{a(f,r):Z[f]+o(r+1)for f in b(8)for r in b(8)}
def Ma(d):
 a=ua.Random(d);c=[0]*2048
 for e in list(b(1,7))+list(b(9,15)):
  for f in La():c[e<<7|f]=a.getrandbits(64)
 return{oa:c,pa:[0]+[a.getrandbits(64)for _ in b(15)],ma:[a.getrandbits(64)for _ in b(8)],na:a.getrandbits(64)}
P=dict(zip(la,['a1','a2','a3','a4','a5','a6','a7','a8','b1','b2','b3','b4','b5','b6','b7','b8','c1','c2','c3','c4','c5','c6','c7','c8','d1','d2','d3','d4','d5','d6','d7','d8','e1','e2','e3','e4','e5','e6','e7','e8','f1','f2','f3','f4','f5','f6','f7','f8','g1','g2','g3','g4','g5','g6','g7','g8','h1','h2','h3','h4','h5','h6','h7','h8']));aa={b:a for a,b in P.items()};Na=y(la);Oa=dict(zip(sa.unpack('<56b',ta('9erf1Mm+swkSGyQtNj/37uXc08rBCxYhLDdCTfbs4tjOxLoKFB4oMjxG//79/Pv6+QECAwQFBgc=')),sa.unpack('<56b',ta('9fX19fX19QkJCQkJCQn39/f39/f3CwsLCwsLC/b29vb29vYKCgoKCgoK/////////wEBAQEBAQE='))));Q=Ma(960);g=Q[oa];ba=Q[pa];Pa=Q[ma];ca=Q[na];Ua='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';E=w(b(1,7)),w(b(9,15));Qa=w('PNBRQKpnbrqk');Ra=w('KQkqABCDEFGHabcdefgh');wa=E[1]-{14},E[0]-{6};i=10,-10;Sa=(31,38),(81,88);xa=(91,98),(21,28);Ta='checkmate';Va='stalemate';Wa='threefold repetition';Xa='insufficient material';Ya='fifty-move rule';Za='move limit';ab=250
def u(a):return a//10-2
def j(a):return a%10-1
def ya(a):return(j(a)+u(a))%2==0
class d(qa):0
def za(e,f,g,b):
 if c(e)<=f:return b
 a=e[f]
 if not(a.isascii()and a.isdigit())or p(a)<b:raise d(f'{g} must be a whole number from {b}, got {a!r}')
 return p(a)
class bb:
 def __init__(a,b=Ua):a.Ma(b)
 def Ma(a,g):
  b=g.split()
  if not 2<=c(b)<=6:raise d(f'expected 6 fields, got {c(b)}')
  i,f=b[0],b[1];e=b[2]if c(b)>2 else h;j=b[3]if c(b)>3 else h
  if f not in('w','b'):raise d(f'side to move must be w or b, got {f!r}')
  if e!=h and not q(e)<=Ra:raise d(f'castling must be - or KQkq or rook files, got {e!r}')
  a.t=za(b,4,'halfmove clock',0);a.J=za(b,5,'fullmove number',1);a.Na(i);a.d=0 if f=='w'else 1;a.Oa(e);a.o=a.Pa(j)
  if a.y(a.g[a.d^1],a.d):raise d('the side to move can capture the king')
  a.V=[];a.h=[];a.hash=a.Qa()
 def Na(j,r):
  m=r.split('/')
  if c(m)!=8:raise d(f'expected 8 ranks, got {c(m)}')
  n=[16]*120;j.j=[q(),q()];h=[[],[]]
  for s,k in x(m):
   e=7-s;f=0
   for g in k:
    if g in'12345678':
     if f+p(g)>8:raise d(f'rank {e+1} has more than 8 files: {k!r}')
     for _ in b(p(g)):n[a(f,e)]=0;f+=1
     continue
    if g not in Qa:raise d(f'unknown piece {g!r} on rank {e+1}')
    if f==8:raise d(f'rank {e+1} has more than 8 files: {k!r}')
    l=va.index(g)
    if l&7==1 and e in(0,7):raise d(f'a pawn on rank {e+1}')
    o=a(f,e);n[o]=l;i=1 if l&8 else 0;j.j[i].add(o)
    if l&7==6:h[i].append(o)
    f+=1
   if f!=8:raise d(f'rank {e+1} has {f} files: {k!r}')
  for i,t in(0,'white'),(1,'black'):
   if c(h[i])!=1:raise d(f'{c(h[i])} {t} kings')
  j.e=n;j.g=[h[0][0],h[1][0]]
 def Pa(b,e):
  if e==h:return 0
  c=b.d^1;a=aa.get(e)
  if a is None or u(a)!=(2 if c==0 else 5)or b.e[a]!=0 or b.e[a-i[c]]!=0 or b.e[a+i[c]]!=1|(8 if c==1 else 0):raise d(f'no pawn can just have skipped the en-passant square {e!r}')
  return a
 def Oa(c,t):
  c.W=[0,0,0,0];o=0
  for p in t.replace(h,l):
   d=0 if p.isupper()else 1;f=0 if d==0 else 7;i=j(c.g[d]);k=4|(8 if d==1 else 0);m=p.lower()
   if m=='k':g=[b for b in b(i+1,8)if c.e[a(b,f)]==k];e=g[-1]if g else None
   elif m=='q':g=[b for b in b(i)if c.e[a(b,f)]==k];e=g[0]if g else None
   else:e=Z.index(m)
   if e is None or u(c.g[d])!=f or c.e[a(e,f)]!=k:continue
   q=(1 if e<i else 2)<<2*d;c.W[q.bit_length()-1]=a(e,f);o|=q
  c.z=o;n=[15]*120
  for r,s in x(c.W):
   if s:n[s]&=~(1<<r);d=r//2;n[c.g[d]]&=~(3<<2*d)
  c.na=n;c.Ia=[c.Ya(a)for a in b(4)]
 def Ya(g,f):
  a=g.W[f]
  if not a:return
  c=g.g[f//2];e=a-j(a);d,h=(e+6,e+5)if f&1 else(e+2,e+3);i=c,a,d,h;l=y(b for b in b(B(i),O(i)+1)if b!=c and b!=a);k=1 if d>=c else-1;m=y(b(c+k,d,k))if d!=c else();return l,m,d,a,h
 def Qa(a):
  b=ba[a.z]
  for d in 0,1:
   for c in a.j[d]:b^=g[a.e[c]<<7|c]
  if a.d==1:b^=ca
  a.u=a.ua(a.o);return b^a.u
 def ua(a,b):
  if not b:return 0
  c=b+i[a.d^1];d=1|(8 if a.d==1 else 0);e=a.e
  if e[c-1]==d or e[c+1]==d:return Pa[j(b)]
  return 0
 def fen(c,i=True):
  f=[]
  for j in b(7,-1,-1):
   e,d=l,0
   for k in b(8):
    g=c.e[a(k,j)]
    if g==0:d+=1;continue
    if d:e,d=e+o(d),0
    e+=va[g]
   f.append(e+(o(d)if d else l))
  return' '.join(('/'.join(f),'wb'[c.d],c.eb(i),P[c.o]if c.o else h,o(c.t),o(c.J)))
 def eb(b,f=True):
  d=l
  for a in 0,1:
   e=[b.W[a]for a in(2*a,2*a+1)if b.z>>a&1]
   if f:c=l.join(Z[j(a)]for a in sorted(e))
   else:c=l.join('q'if c<b.g[a]else'k'for c in sorted(e,reverse=True))
   d+=c.upper()if a==0 else c
  return d or h
 def R(a,n):
  c=a.e;h=a.d;d=n&127;b=n>>7&127;l=n>>14;e=c[d];k=a.j[h];f=a.hash;a.V.append((n,c[b],a.z,a.o,a.u,a.t,f));a.h.append(f);f^=ca^a.u;o=a.z
  if o:
   s=o&a.na[d]&a.na[b]
   if s!=o:f^=ba[o]^ba[s];a.z=s
  a.o=0
  if l==3:
   p=d-j(d)
   if b<d:m,q=p+2,p+3
   else:m,q=p+6,p+5
   t=c[b];c[d]=c[b]=0;k.discard(d);k.discard(b);c[m]=e;c[q]=t;k.add(m);k.add(q);a.g[h]=m;f^=g[e<<7|d]^g[e<<7|m]^g[t<<7|b]^g[t<<7|q];a.t+=1
  else:
   u=c[b]
   if u:a.j[h^1].discard(b);f^=g[u<<7|b];a.t=0
   elif e&7==1:a.t=0
   else:a.t+=1
   c[d]=0;k.discard(d);k.add(b);f^=g[e<<7|d]
   if l>=4:e=l-2|e&8
   c[b]=e;f^=g[e<<7|b]
   if e&7==6:a.g[h]=b
   elif l==1:a.o=d+b>>1
   elif l==2:r=b-i[h];f^=g[c[r]<<7|r];c[r]=0;a.j[h^1].discard(r)
  if h==1:a.J+=1
  a.d=h^1;a.u=a.ua(a.o)if a.o else 0;a.hash=f^a.u
 def pop(a):
  g,o,q,r,s,t,u=a.V.pop();a.h.pop();b=a.e;c=a.d^1;f=a.j[c];d=g&127;e=g>>7&127;n=g>>14
  if n==3:
   h=d-j(d)
   if e<d:k,l=h+2,h+3
   else:k,l=h+6,h+5
   v,w=b[k],b[l];b[k]=b[l]=0;f.discard(k);f.discard(l);b[d]=v;b[e]=w;f.add(d);f.add(e);a.g[c]=d
  else:
   m=b[e]
   if n>=4:m=1|m&8
   b[d]=m;b[e]=o;f.discard(e);f.add(d)
   if o:a.j[c^1].add(e)
   if m&7==6:a.g[c]=d
   elif n==2:p=e-i[c];b[p]=1|(8 if c==0 else 0);a.j[c^1].add(p)
  if c==1:a.J-=1
  a.d=c;a.z=q;a.o=r;a.u=s;a.t=t;a.hash=u;return g
 def hb(a):a.V.append((a.o,a.u,a.hash));a.h.append(a.hash);a.hash^=ca^a.u;a.o=0;a.u=0;a.d^=1
 def kb(a):a.o,a.u,a.hash=a.V.pop();a.h.pop();a.d^=1
 def y(l,c,i):
  b=l.e;e=8 if i==1 else 0;m=2|e
  for n in D:
   if b[c+n]==m:return True
  g=1|e
  if i==0:
   if b[c-9]==g or b[c-11]==g:return True
  elif b[c+9]==g or b[c+11]==g:return True
  j=6|e;k=5|e;h=3|e
  for f in s:
   d=c+f;a=b[d]
   if a==j:return True
   while a==0:d+=f;a=b[d]
   if a==h or a==k:return True
  h=4|e
  for f in r:
   d=c+f;a=b[d]
   if a==j:return True
   while a==0:d+=f;a=b[d]
   if a==h or a==k:return True
  return False
 def Aa(a):return a.y(a.g[a.d],a.d^1)
 def Ra(m):
  d=m.e;h=m.d;e=m.g[h];w=E[h];f=0 if h==1 else 8;o=5|f;j=0;k=None;p={}
  for x,t in(r,4|f),(s,3|f):
   for c in x:
    a=e+c;g=d[a]
    while g==0:a+=c;g=d[a]
    if g==t or g==o:j+=1;k=q(b(e+c,a+c,c))
    elif g in w:
     n=a+c;l=d[n]
     while l==0:n+=c;l=d[n]
     if l==t or l==o:p[a]=c
  y=2|f
  for u in D:
   if d[e+u]==y:j+=1;k={e+u}
  z=1|f;v=i[h]
  for a in e+v-1,e+v+1:
   if d[a]==z:j+=1;k={a}
  return j,k,p
 def G(a):return a.va(False)
 def bb(a):return a.va(True)
 def va(c,l):
  d=c.e;e=c.d;m,E,p=c.Ra();k=[];n=c.g[e];q=wa[e]
  if m<2:
   w=[];x=i[e];F,G=Sa[e];H,I=xa[e];J=c.o
   for a in c.j[e]:
    o=d[a]&7
    if o==6:continue
    y=m or a in p
    if y:
     if m and a in p:continue
     g=[]
    else:g=k
    h=g.append
    if o==1:
     j=a+x;z=H<=j<=I
     if d[j]==0:
      if z:
       for v in 4,5,6,7:h(a|j<<7|v<<14)
      elif not l:
       h(a|j<<7);A=j+x
       if F<=a<=G and d[A]==0:h(a|A<<7|1<<14)
     for b in j-1,j+1:
      if d[b]in q:
       if z:
        for v in 4,5,6,7:h(a|b<<7|v<<14)
       else:h(a|b<<7)
      elif b==J:w.append(a|b<<7|2<<14)
    elif o==2:
     for K in D:
      b=a+K;f=d[b]
      if f in q or f==0 and not l:h(a|b<<7)
    else:
     L=r if o==4 else s if o==3 else t
     for u in L:
      b=a+u;f=d[b]
      while f==0:
       if not l:h(a|b<<7)
       b+=u;f=d[b]
      if f in q:h(a|b<<7)
    if y and g:
     if a in p:B=p[a];g=[m for m in g if Oa.get((m>>7&127)-a)in(B,-B)]
     if m:g=[m for m in g if m>>7&127 in E]
     k.extend(g)
   for C in w:
    c.R(C)
    if not c.y(c.g[e],e^1):k.append(C)
    c.pop()
   if not m and c.z and not l:c.fb(k)
  M=d[n];d[n]=0;N=e^1
  for u in t:
   b=n+u;f=d[b]
   if(f in q or f==0 and not l)and not c.y(b,N):k.append(n|b<<7)
  d[n]=M;return k
 def Va(g):
  c=g.e;h=g.d;j=wa[h];p=i[h];q,u=xa[h];v=g.o;m=[];e=m.append
  for b in g.j[h]:
   f=c[b]&7
   if f==1:
    d=b+p
    if q<=d<=u:
     if c[d]==0:
      for k in 4,5,6,7:e(b|d<<7|k<<14)
     for a in d-1,d+1:
      if c[a]in j:
       for k in 4,5,6,7:e(b|a<<7|k<<14)
     continue
    for a in d-1,d+1:
     if c[a]in j:e(b|a<<7)
     elif a==v:e(b|a<<7|2<<14)
   elif f==2 or f==6:
    for n in D if f==2 else t:
     if c[b+n]in j:e(b|b+n<<7)
   else:
    w=r if f==4 else s if f==3 else t
    for o in w:
     a=b+o;l=c[a]
     while l==0:a+=o;l=c[a]
     if l in j:e(b|a<<7)
  return m
 def lb(a):b=a.d^1;return not a.y(a.g[b],a.d)
 def fb(b,k):
  a=b.e;c=b.d;d=b.g[c];g=c^1
  for h in 2*c,2*c+1:
   if not b.z>>h&1:continue
   l,m,n,e,i=b.Ia[h]
   if any(a[b]for b in l):continue
   o,j=a[d],a[e];a[d]=0;f=True
   for p in m:
    if b.y(p,g):f=False;break
   if f:a[e]=0;a[i]=j;f=not b.y(n,g);a[i]=0;a[e]=j
   a[d]=o
   if f:k.append(d|e<<7|3<<14)
 def ja(f,b,chess960=True):
  a,c,d=b&127,b>>7&127,b>>14
  if d==3 and not chess960:c=a-j(a)+(2 if c<a else 6)
  e=P[a]+P[c]
  if d>=4:e+='nbrq'[d-4]
  return e
 def sb(c,a):
  a=a.strip().lower()
  for b in c.G():
   if c.ja(b)==a or b>>14==3 and c.ja(b,chess960=False)==a:return b
 def pb(h,c):
  d=h.d^1;i=8 if d==1 else 0;b=0 if d==0 else 7;f=h.e
  if c in(F,T):m,n=(6,5)if c==F else(2,3);return f[a(m,b)]==6|i and f[a(n,b)]==4|i
  g,e=aa.get(c[:2]),aa.get(c[2:4]);j=c[4:]
  if g is None or e is None or g==e:return False
  if j not in(l,'n','b','r','q')or f[g]in E[d^1]:return False
  k=f[e]
  if j:return k==2+'nbrq'.index(j)|i and u(e)==7-b
  if k in E[d]:return True
  return k==0 and u(g)==u(e)==b and h.g[d]in(a(2,b),a(6,b))
 def ub(c,a):b=a>>14;return b==2 or b!=3 and c.e[a>>7&127]!=0
 def Sa(a):b=a.h[-a.t:]if a.t else[];return b.count(a.hash)>=2
 def Ta(g):
  e=g.e;a=None
  for b in Na:
   c=e[b];d=c&7
   if c==0 or d==6:continue
   if d in(1,4,5):return False
   if a is None:a=b;continue
   f=e[a]
   if(f^c)&8 and d==3 and f&7==3 and ya(b)==ya(a):continue
   return False
  return True
 def Za(a):return 2*(a.J-1)+a.d
 def vb(a):
  if not a.G():return Ta if a.Aa()else Va
  if a.Sa():return Wa
  if a.Ta():return Xa
  if a.t>=100:return Ya
  if a.Za()>=ab:return Za
class cb:
 def __init__(a,b,c,d=None,e=None):a.Ja=b+c;a.l=d;a.oa=e
 def ya(a,b):
  if a.l is not None:return b>=a.l
  if a.oa is not None and a.oa():return True
  return time.perf_counter()>=a.Ja
Aa=y(b'ZZZZMXOBP_WXNXgpdj\x80\x8ap|\x84zrxqqvvvv'),(280,295,307,302,286,298,311,319,292,314,L,339,309,324,344,350,G,L,350,340,312,339,349,355,296,z,N,322,299,297,291,303),(338,339,M,329,342,348,338,L,321,344,N,336,331,325,G,337,326,327,335,356,N,346,342,348,N,332,340,326,M,320,M,M),(477,473,488,492,471,456,472,473,463,464,457,468,472,471,461,469,470,480,467,480,488,486,489,495,495,500,494,513,484,479,481,491),(964,969,957,967,953,957,966,961,947,J,952,952,J,957,948,953,966,955,938,956,965,960,969,966,958,958,J,951,962,958,960,961),(2,10,-18,-27,-20,-20,-40,-68,-50,-51,-52,-61,-73,-72,-90,-91,-76,-75,-88,-89,-75,-76,-91,-89,-75,-74,-90,-90,-75,-75,-90,-90);db=y(b'xxxx}v\x85\x8difotqphdv\x82wd\x95\x9c\x98\x83\xbf\xbf\xb4\xb4xxxx'),(263,265,273,270,276,280,279,K,271,296,308,315,272,288,z,325,276,298,307,315,273,287,n,294,270,281,288,285,270,268,268,274),(299,302,K,308,n,z,316,n,K,321,G,322,308,306,L,313,301,z,K,326,306,n,315,316,n,302,307,309,300,297,n,300),(517,518,520,521,526,516,529,511,522,537,520,523,530,524,537,525,527,531,529,531,526,529,535,535,536,542,538,541,536,530,538,538),(931,933,H,925,931,A,H,A,H,I,947,948,I,941,944,954,A,941,942,J,935,939,950,950,H,940,942,A,I,I,937,A),(-31,-38,-29,-37,-28,-k,-7,1,-22,-8,k,15,-19,-1,12,26,-18,-1,12,22,-21,-14,6,9,-23,-7,-8,-11,-27,-21,-23,-22);Ba=0,5,-k,2,k,37,63,0;Ca=0,-k,0,19,11,44,103,0;eb=-3;fb=0,0,25,k,9,20,0;Da=0,0,0,5,5,3,0;gb=0,0,0,6,7,k,0;hb=0,0,1,1,2,4,0;m=9;ib=12;f=0,100,z,G,500,950,20000
def Ea(a,b):return b*4+B(a,7-a)
R=1<<19;Fa=(1<<20)-1;jb=(1<<17)-1
def kb():
 i=[0]*2048;o=ua.Random(64);j={}
 for c in b(1,7):
  for k in b(8):
   for f in b(8):
    l=Ea(k,f);p=Aa[c-1][l];q=db[c-1][l];r=hb[c]<<0
    for d in 0,1:
     if c==3:g=(8,12)[d]
     elif c==1:g=(16,20)[d]
     else:g=None
     s=r+(1<<g if g is not None else 0);m=1 if d==0 else-1;n=a(k,f if d==0 else 7-f);e=c|(8 if d==1 else 0);i[e<<7|n]=m*p+(m*q<<20)+(s<<40);h=lb(c,k,f)
     if h is not None:
      if(e,h)not in j:j[e,h]=o.getrandbits(48)
      i[e<<7|n]+=j[e,h]<<64
 return i
def lb(a,b,c):
 if a==1:return b,c
 if a==4:return b
 if a==6:return(b,c)if c<2 else'away'
mb=kb()
def nb():
 c=[0]*2048
 for d in b(1,7):
  for e in b(8):
   for f in b(8):g=Aa[d-1][Ea(e,f)];c[d<<7|a(e,f)]=g;c[(d|8)<<7|a(e,7-f)]=g
 return c
ob=nb();pb={a|d:(c,b*Da[a],b*Da[a]*gb[a],b*fb[a])for a,c in((2,None),(3,s),(4,r),(5,t))for d,b in((0,1),(8,-1))}
def qb():
 e=[None]*120
 for c in b(8):
  for d in b(8):
   f=[0]*120
   for g in b(O(c-1,0),B(c+2,8)):
    for h in b(O(d-1,0),B(d+2,8)):f[a(g,h)]=1
   e[a(c,d)]=f
 return e
rb=qb();Ga=[(-1,0,0)]*(1<<17)
def da(b):
 j=b.e;k=mb;q,r=b.j;s=sum([k[j[a]<<7|a]for a in q])+sum([k[j[a]<<7|a]for a in r]);e=s+R;f=e>>64;l=f&jb;t,g,h=Ga[l]
 if t!=f:g,h=ub(b);Ga[l]=f,g,h
 m=(e&Fa)-R+g;n=(e>>20)+R;o=(n&Fa)-R+h;c=n>>20&(1<<24)-1;d=c&255
 if d>24:d=24
 p,u=sb(b);m+=p+u+eb*tb(b);o+=p;i=m*d+o*(24-d);a=i//24 if i>=0 else-(-i//24)
 if c>>8&15>=2:a+=42
 if c>>12&15>=2:a-=42
 if a>0:
  if not c>>16&15 and Ha(b,0):a//=8
 elif a<0:
  if not c>>20&15 and Ha(b,1):a=-(-a//8)
 return a if b.d==0 else-a
def sb(c):
 f=c.e;m=pb;g=h=0
 for n,o in x(c.j):
  d=rb[c.g[n^1]]
  for e in o:
   i=m.get(f[e])
   if i is not None:
    j,p,q,r=i;a=0
    if j is None:
     for s in D:a+=d[e+s]
    else:
     k=0
     for l in j:
      b=e+l
      while not f[b]:k+=1;a+=d[b];b+=l
      a+=d[b]
     g+=p*k-q
    h+=r*a
 return g,h
def tb(d):
 e=d.e;f,g=d.g;c=0
 for b in t:
  a=f+b
  while not e[a]:c+=1;a+=b
  a=g+b
  while not e[a]:c-=1;a+=b
 return c
def ub(k):
 f=k.e;h=[0]*10;i=[0]*10;l=[-1]*10;n=[8]*10;p,q,r,s=[],[],[],[]
 for c in k.j[0]:
  o=f[c]
  if o==1:
   p.append(c);a,d=c%10,c//10-2;h[a]+=1
   if d<n[a]:n[a]=d
  elif o==4:r.append(c)
 for c in k.j[1]:
  o=f[c]
  if o==m:
   q.append(c);a,d=c%10,c//10-2;i[a]+=1
   if d>l[a]:l[a]=d
  elif o==ib:s.append(c)
 g=j=0
 for c in p:
  a,d=c%10,c//10-2
  if l[a-1]<=d and l[a]<=d and l[a+1]<=d:g+=Ba[d];j+=Ca[d]
  if not h[a-1]and not h[a+1]:g-=14;j-=1
 for c in q:
  a,d=c%10,7-(c//10-2)
  if n[a-1]>=7-d and n[a]>=7-d and n[a+1]>=7-d:g-=Ba[d];j-=Ca[d]
  if not i[a-1]and not i[a+1]:g+=14;j+=1
 for a in b(1,9):
  if h[a]>1:g-=25*(h[a]-1);j-=26*(h[a]-1)
  if i[a]>1:g+=25*(i[a]-1);j+=26*(i[a]-1)
 for c in r:
  a=c%10
  if not h[a]:g+=25 if not i[a]else 16
 for c in s:
  a=c%10
  if not i[a]:g-=25 if not h[a]else 16
 e=k.g[0]
 if e<41:g+=13*((f[e+9]==1)+(f[e+10]==1)+(f[e+11]==1))+4*((f[e+19]==1)+(f[e+20]==1)+(f[e+21]==1))
 e=k.g[1]
 if e>80:g-=13*((f[e-9]==m)+(f[e-10]==m)+(f[e-11]==m))+4*((f[e-19]==m)+(f[e-20]==m)+(f[e-21]==m))
 return g,j
def Ha(d,e):
 g=d.e;a=[0]*7;b=[0]*7
 for h,i in(e,a),(e^1,b):
  for j in d.j[h]:i[g[j]&7]+=1
 f=a[4]*5+a[5]*9;k=b[4]*5+b[5]*9;c=a[2]+a[3];l=b[2]+b[3]
 if f==0:return c<=1 or c==2 and a[2]==2
 return f==k and c<=l+1
ea=100000;v=ea-1000;fa=ea+1;ga=(1<<18)-1;vb=-1;wb=0,0,0,0,vb;xb=75000;ha=150;Ia=0,8,14;yb=200;zb=1<<30;Ab=1<<28;Ja=1<<27,(1<<27)-1;Bb=1<<26;Cb=2,3,4,5
class S(ra):0
class ia:
 def __init__(a,b,c,d,e):a.Ka=b;a.rb=c;a.depth=d;a.l=e
class Db:
 def __init__(a,c=10):a.pa=c;a.ea=[wb]*(1<<18);a.Y={};a.h={};a.qa=[[0,0]for _ in b(65)];a.l=0;a.Z=0;a.K=None;a.ra=0
 def cb(d,a,e,f=w(),g=63):
  b=[a for a in a.G()if a not in f]
  if not b:return ia(None,0,0,0)
  d.start(e,a.d)
  if c(b)==1:return ia(b[0],da(a),0,0)
  return d.wa(a,b,g)
 def xb(b,a,d):
  c=a.G();b.start(d,a.d^1)
  if c:b.wa(a,c,63)
 def start(a,b,d):
  if c(a.Y)>xb:a.Y.clear()
  for e in a.h:a.h[e]>>=2
  a.K=b;a.l=0;a.Z=a.xa(0);a.ra=d
 def wa(a,d,b,j):
  e,f,c=b[0],0,0;b=a.order(d,b,0,a.ab(d))
  try:
   while c<j and not a.K.ya(a.l):
    g,h=a.gb(d,b,c+1);c+=1;e,f=g,h;b.remove(g);b.insert(0,g)
    if abs(h)>v:break
  except S as i:
   if i.args:e,f=i.args
  return ia(e,f,c,a.l)
 def xa(a,b):
  if a.K.l is not None:return a.K.l
  return b+16
 def Ea(a):
  if a.K.ya(a.l):raise S()
  a.Z=a.xa(a.l)
 def gb(d,b,g,e):
  a,h=-fa,fa;f=g[0]
  for i,j in x(g):
   b.R(j)
   try:
    if i==0:c=-d.H(b,e-1,-h,-a,1,True)
    else:
     c=-d.H(b,e-1,-a-1,-a,1,True)
     if c>a:c=-d.H(b,e-1,-h,-a,1,True)
   except S:
    if i>0:raise S(f,a)
    raise
   finally:b.pop()
   if c>a:a,f=c,j
  d.za(b,e,a,0,f,0);return f,a
 def ka(a,b):return-a.pa if b.d==a.ra else a.pa
 def Ua(c,a):
  b=a.t
  if b>=100:return True
  if b<4:return False
  return a.hash in a.h[-b:]
 def H(b,a,d,f,e,h,w):
  b.l+=1
  if b.l>=b.Z:b.Ea()
  if b.Ua(a):return b.ka(a)
  if h>=64:return da(a)
  m=a.Aa()
  if m:d+=1
  if d<=0:return b.Fa(a,f,e,h)
  y=f;r=a.hash;z,A,n,s,B=b.ea[r&ga]
  if B!=r:s=0
  elif z>=d and e-f==1:
   g=Gb(A,h)
   if n==0 or n==1 and g>=e or n==2 and g<=f:return g
  C=e-f==1;i=b.Ba(a)if C and not m and abs(e)<v else None
  if i is not None:
   if d<=2 and i-ha*d>=e:return i
   if w and d>=3 and i>=e and Eb(a):
    a.hb()
    try:g=-b.H(a,d-1-2,-e,-e+1,h+1,False)
    finally:a.kb()
    if g>=e:return e
  j=-fa
  if i is not None and d<=2 and i+ha*d<=f:
   j=i+ha*d;k=a.bb()
   if not k:return j if a.G()else b.ka(a)
  else:
   k=a.G()
   if not k:return-ea+h if m else b.ka(a)
  k=b.order(a,k,h,s);t=k[0];D=a.e;E=Ia[d]if i is not None and d<c(Ia)else c(k)
  for o,l in x(k):
   p=not D[l>>7&127]and l>>14<2
   if p and o>E:continue
   a.R(l)
   try:
    if o==0:g=-b.H(a,d-1,-e,-f,h+1,True)
    else:
     u=1 if d>=2 and o>=3 and p and not m else 0;g=-b.H(a,d-1-u,-f-1,-f,h+1,True)
     if g>f and(u or g<e):g=-b.H(a,d-1,-e,-f,h+1,True)
   finally:a.pop()
   if g>j:
    j,t=g,l
    if g>f:
     f=g
     if f>=e:
      if p:b.qb(l,d,h)
      break
  if j>=e:q=1
  elif j>y:q=0
  else:q=2
  b.za(a,d,j,q,t,h);return j
 def Fa(d,a,b,h,o):
  d.l+=1
  if d.l>=d.Z:d.Ea()
  e=d.Ba(a)
  if e>=h:return e
  if e>b:b=e
  k=a.e;l=a.Va()
  if not l:return b
  i=[]
  for c in l:
   g=f[k[c>>7&127]&7];j=c>>14
   if j==2:g=f[1]
   elif j>=4:g+=f[j-2]-f[1]
   if e+g+yb<b:continue
   m=k[c&127]&7
   if f[m]>g+50 and a.y(c>>7&127,a.d^1):continue
   i.append((g*8-m,c))
  i.sort(reverse=True)
  for _,c in i:
   a.R(c)
   try:
    if not a.lb():continue
    n=-d.Fa(a,-h,-b,o+1)
   finally:a.pop()
   if n>b:
    b=n
    if b>=h:break
  return b
 def Ba(c,a):
  b=c.Y.get(a.hash)
  if b is None:b=c.Y[a.hash]=da(a)
  return b
 def ab(c,a):b=c.ea[a.hash&ga];return b[3]if b[4]==a.hash else 0
 def za(b,c,d,e,f,g,h):a=c.hash;b.ea[a&ga]=d,Fb(e,h),f,g,a
 def qb(c,a,d,e):
  b=c.qa[e]
  if b[0]!=a:b[1]=b[0];b[0]=a
  c.h[a]=c.h.get(a,0)+d*d
 def order(m,j,s,t,u):
  e=j.e;v,w=m.qa[t];n=m.h;d=ob;k=[]
  for a in s:
   if a==u:b=zb
   else:
    g=e[a>>7&127];c=a>>14
    if c==3:g=0
    elif c==2:g=1
    if g or c>=4:
     o=e[a&127]&7;b=f[g&7]*8+(f[c-2]if c>=4 else 0)-o
     if c<4 and f[o]>f[g&7]+50 and j.y(a>>7&127,j.d^1):b+=Bb
     else:b+=Ab
    elif a==v:b=Ja[0]
    elif a==w:b=Ja[1]
    elif c==3:h,l=a&127,a>>7&127;i=h-h%10;x,y=(i+3,i+4)if l<h else(i+7,i+6);p,q=e[h]<<7,e[l]<<7;b=n.get(a,0)*8+d[p|x]-d[p|h]+d[q|y]-d[q|l]
    else:r=e[a&127]<<7;b=n.get(a,0)*8+d[r|a>>7&127]-d[r|a&127]
   k.append((b,a))
  k.sort(reverse=True);return[a for _,a in k]
def Eb(a):
 b=a.e
 for c in a.j[a.d]:
  if b[c]&7 in Cb:return True
 return False
def Fb(a,b):
 if a>v:return a+b
 if a<-v:return a-b
 return a
def Gb(a,b):
 if a>v:return a-b
 if a<-v:return a+b
 return a
class ja(ra):0
class e(qa):0
Hb=U('Init','color');Ib=U('Turn','last_move my_time opp_time fen');Jb=U('Status','status remaining_time')
class Kb:
 def __init__(a,b):a.readline=b;a.B=0
 def la(a):
  b=a.readline()
  if not b:raise ja(f'input ended after line {a.B}')
  a.B+=1
  if b[-1:]not in('\n',b'\n'):raise ja(f'input ended inside line {a.B}')
  return a.decode(b).rstrip('\r\n')
 def decode(b,a):
  if isinstance(a,o):return a
  try:return a.decode('utf-8')
  except UnicodeDecodeError:raise e(f'input line {b.B}: expected UTF-8 text, got {a!r}')from None
 def da(a,b,c,d):return e(f'input line {a.B}: {b}: expected {c}, got {d!r}')
 def split(e,a,b,f,g=False):
  d=a.split(None,b-1)if g else a.split()
  if c(d)!=b:raise e.da(f,f'{b} fields',a)
  return d
 def ia(c,a,d):
  b=a[1:]if a[:1]==h else a
  if b.isascii()and b.isdigit():return p(a)
  raise c.da(d,'an integer',a)
 def ha(d,a,b,e):
  if not a or c(a)>b or' 'in a:raise d.da(e,f'a word of at most {b} characters',a)
  return a
 def string(d,a,b,e):
  if c(a)>b:raise d.da(e,f'at most {b} characters',a)
  return a
 def ib(a):b=a.ha(a.la(),5,'color');return Hb(b)
 def nb(a):b=a.split(a.la(),4,'lastMove myTime oppTime fen',True);c=a.ha(b[0],5,'lastMove');d=a.ia(b[1],'myTime');e=a.ia(b[2],'oppTime');f=a.string(b[3],100,'fen');return Ib(c,d,e,f)
 def mb(a):b=a.split(a.la(),2,'status remainingTime');c=a.ha(b[0],1,'status');d=a.ia(b[1],'remainingTime');return Jb(c,d)
ka='white','black'
def Lb(b,c):a=os.environ.get('ARENA_NODES');d=O(.5,c)/10;e=B(.5,d/30);return cb(b,e,p(a)if a else None)
def Mb(b,a):
 if a>>14==3:return F if a>>7&127>a&127 else T
 return b.ja(a)[:4]
def Nb(a):
 if a>>14>=4:return a&16383|Ka[5]<<14
 return a
class Ob:
 def __init__(a,b):a.h=[];a.La=b;a.E=None;a.fa=q();a.aa=None;a.sa=0.;a.ta=0
 def ma(a,b,c):a.ta=c;a.E=b;a.E.h=list(a.h);a.fa=q();return a.Ca()
 def Ca(a):
  c=a.E;d={a for a in c.G()if 4<=a>>14<7};e=Lb(a.sa,a.ta);b=a.La.cb(c,e,a.fa|d).Ka
  if b is None:return
  b=Nb(b);a.fa.add(b);a.aa=b;return Mb(c,b)
 def jb(a):
  if a.aa is None:return
  a.E.R(a.aa);a.h=a.E.h+[a.E.hash];a.aa=None
class Pb:
 def __init__(a,b):a.readline=b;a.ba=None
 def __call__(a):b=a.peek();a.ba=None;return b
 def peek(a):
  if a.ba is None:a.ba=a.readline()
  return a.ba
 def db(a):return c(a.peek().split())==2
class Qb:
 def __init__(a,b,c,d):a.P=b;a.lines=c;a.Q=d;a.ca=None;a.F=None;a.ga=True
 def Ha(a,b):print(f'judge_chess: {b}; waiting for a position',file=C.stderr);a.ga=False;a.F=None
 def Ga(a,b):
  if a.ga:print(f'judge_chess: {b}; ignored',file=C.stderr)
 def Xa(a):
  try:
   b=a.P.ib().color
   if b not in ka:raise e(f'input line 1: color: expected white or black, got {b!r}')
   a.ca=ka.index(b)
  except e as c:a.Ha(c)
 def step(a):
  try:
   if a.lines.db():a.status(a.P.mb())
   else:a.ma(a.P.nb())
  except e as b:a.Ha(b)
 def status(a,b):
  c=a.P.B
  if b.status not in('A','D'):raise e(f'input line {c}: status: expected A or D, got {b.status!r}')
  if a.F is None:a.Ga(f'input line {c}: a status with no move to judge')
  elif b.status=='A':a.Q.jb();a.F=None
  else:a.Da(a.Q.Ca())
 def ma(a,b):
  c=a.P.B
  if b==a.F:a.Ga(f'input line {c}: the same position again before its status');return
  a.Q.sa=time.perf_counter();d=a.Wa(b,c)
  if a.F is not None:print(f'judge_chess: input line {c}: a new position before the status of the last move; answering it',file=C.stderr)
  a.ga=True;a.F=b;a.Da(a.Q.ma(d,b.my_time))
 def Wa(h,g,a):
  i=g.fen.split()
  if c(i)!=6:raise e(f'input line {a}: fen: expected 6 fields, got {g.fen!r}')
  try:b=bb(g.fen)
  except d as j:raise e(f'input line {a}: fen: {j}')from None
  if h.ca is not None and b.d!=h.ca:raise e(f'input line {a}: fen: {i[1]} to move, but this bot plays {ka[h.ca]}')
  f=g.last_move
  if f=='NONE':
   if b.d!=0 or b.J!=1:raise e(f'input line {a}: lastMove: NONE after move 1')
  elif not((c(f)==4 or f in(F,T))and b.pb(f)):raise e(f'input line {a}: lastMove: {f!r} cannot have led to the position')
  return b
 def Da(a,b):
  if b is None:print(f'judge_chess: no move left to try in {a.Q.E.fen()}',file=C.stderr);a.F=None;return
  print(b,flush=True)
def Rb(c=Db):
 a=Pb(C.stdin.buffer.readline);b=Qb(Kb(a),a,Ob(c()))
 try:
  gc.disable();b.Xa()
  while True:b.step()
 except ja:return
Rb()
