# judge-chess: built by arena-bundler from 14 modules; do not edit, rebuild with `python -m bundler build`
# modules: sources sources.judge_chess sources.chesscore sources.chesscore.tables sources.chesscore.weights sources.chesscore.placement sources.chesscore.board sources.chesscore.budget sources.chesscore.evaluation sources.chesscore.search sources.readers sources.readers.judge_chess sources.judge_chess.protocol sources.judge_chess.__main__
# inputs sha256: b18d1728391dd55a
b=range;pa=b'\x15\x1f)3=GQ[\x16 *4>HR\\\x17!+5?IS]\x18",6@JT^\x19#-7AKU_\x1a$.8BLV`\x1b%/9CMWa\x1c&0:DNXb';c=len;v=frozenset;w=enumerate;qa='en_passant_file';x=tuple;j='-';ra='black_to_move';sa='piece_square';H='O-O';W='O-O-O';o=304;p=str;q=int;r=set;ta='castling';ua=ValueError;y=310;z=936;va=Exception;A=min;I=330;l='';m=13;J=932;K=934;L=959;M=305;N=328;O=323;P=333;Q=max;from collections import namedtuple as X;import struct as wa;from base64 import b64decode as xa;import gc,os,sys as B,time,random as ya;Y,Z,aa,ba=10,-10,1,-1;C=Z,Y,ba,aa;D=Z+ba,Y+ba,Z+aa,Y+aa;E=D+C;F=-21,-19,-12,-8,8,12,19,21;Qa={2:4,3:5,4:6,5:7};za='.PNBRQK..pnbrqk';ca='abcdefgh'
def a(a,b):return 21+a+10*b
def Ra():return{a(f,r):ca[f]+p(r+1)for f in b(8)for r in b(8)}
def Sa(d):
 a=ya.Random(d);c=[0]*2048
 for e in list(b(1,7))+list(b(9,15)):
  for f in Ra():c[e<<7|f]=a.getrandbits(64)
 return{sa:c,ta:[0]+[a.getrandbits(64)for _ in b(15)],qa:[a.getrandbits(64)for _ in b(8)],ra:a.getrandbits(64)}
R=dict(zip(pa,['a1','a2','a3','a4','a5','a6','a7','a8','b1','b2','b3','b4','b5','b6','b7','b8','c1','c2','c3','c4','c5','c6','c7','c8','d1','d2','d3','d4','d5','d6','d7','d8','e1','e2','e3','e4','e5','e6','e7','e8','f1','f2','f3','f4','f5','f6','f7','f8','g1','g2','g3','g4','g5','g6','g7','g8','h1','h2','h3','h4','h5','h6','h7','h8']));da={b:a for a,b in R.items()};Ta=x(pa);Aa=dict(zip(wa.unpack('<56b',xa('9erf1Mm+swkSGyQtNj/37uXc08rBCxYhLDdCTfbs4tjOxLoKFB4oMjxG//79/Pv6+QECAwQFBgc=')),wa.unpack('<56b',xa('9fX19fX19QkJCQkJCQn39/f39/f3CwsLCwsLC/b29vb29vYKCgoKCgoK/////////wEBAQEBAQE='))));S=Sa(960);g=S[sa];ea=S[ta];Ua=S[qa];fa=S[ra];Ba=x(b'ZZZZMXOBP_WXNXgpdj\x80\x8ap|\x84zrxqqvvvv'),(280,295,307,302,286,298,311,319,292,314,N,339,309,324,344,350,I,N,350,340,312,339,349,355,296,y,P,322,299,297,291,303),(338,339,O,329,342,348,338,N,321,344,P,336,331,325,I,337,326,327,335,356,P,346,342,348,P,332,340,326,O,320,O,O),(477,473,488,492,471,456,472,473,463,464,457,468,472,471,461,469,470,480,467,480,488,486,489,495,495,500,494,513,484,479,481,491),(964,969,957,967,953,957,966,961,947,L,952,952,L,957,948,953,966,955,938,956,965,960,969,966,958,958,L,951,962,958,960,961),(2,10,-18,-27,-20,-20,-40,-68,-50,-51,-52,-61,-73,-72,-90,-91,-76,-75,-88,-89,-75,-76,-91,-89,-75,-74,-90,-90,-75,-75,-90,-90);Va=x(b'xxxx}v\x85\x8difotqphdv\x82wd\x95\x9c\x98\x83\xbf\xbf\xb4\xb4xxxx'),(263,265,273,270,276,280,279,M,271,296,308,315,272,288,y,325,276,298,307,315,273,287,o,294,270,281,288,285,270,268,268,274),(299,302,M,308,o,y,316,o,M,321,I,322,308,306,N,313,301,y,M,326,306,o,315,316,o,302,307,309,300,297,o,300),(517,518,520,521,526,516,529,511,522,537,520,523,530,524,537,525,527,531,529,531,526,529,535,535,536,542,538,541,536,530,538,538),(931,933,J,925,931,z,J,z,J,K,947,948,K,941,944,954,z,941,942,L,935,939,950,950,J,940,942,z,K,K,937,z),(-31,-38,-29,-37,-28,-m,-7,1,-22,-8,m,15,-19,-1,12,26,-18,-1,12,22,-21,-14,6,9,-23,-7,-8,-11,-27,-21,-23,-22);Ca=0,5,-m,2,m,37,63,0;Da=0,-m,0,19,11,44,103,0;Wa=-3;Xa=0,0,25,m,9,20,0;Ea=0,0,0,5,5,3,0;Ya=0,0,0,6,7,m,0;Za=0,0,1,1,2,4,0
def Fa(a,b):return b*4+A(a,7-a)
T=1<<19;Ga=(1<<20)-1
def ab():
 i=[0]*2048;o=ya.Random(64);j={}
 for c in b(1,7):
  for k in b(8):
   for f in b(8):
    l=Fa(k,f);p=Ba[c-1][l];q=Va[c-1][l];r=Za[c]<<0
    for d in 0,1:
     if c==3:g=(8,12)[d]
     elif c==1:g=(16,20)[d]
     else:g=None
     s=r+(1<<g if g is not None else 0);m=1 if d==0 else-1;n=a(k,f if d==0 else 7-f);e=c|(8 if d==1 else 0);i[e<<7|n]=m*p+(m*q<<20)+(s<<40);h=bb(c,k,f)
     if h is not None:
      if(e,h)not in j:j[e,h]=o.getrandbits(48)
      i[e<<7|n]+=j[e,h]<<64
 return i
def bb(a,b,c):
 if a==1:return b,c
 if a==4:return b
 if a==6:return(b,c)if c<2 else'away'
h=ab();db='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';s=v(b(1,7)),v(b(9,15));cb=v('PNBRQKpnbrqk');eb=v('KQkqABCDEFGHabcdefgh');U=s[1]-{14},s[0]-{6};i=10,-10;G=None,None,F,D,C,E,E;Ha=(31,38),(81,88);ga=(91,98),(21,28);fb='checkmate';gb='stalemate';hb='threefold repetition';ib='insufficient material';jb='fifty-move rule';kb='move limit';lb=250
def t(a):return a//10-2
def k(a):return a%10-1
def Ia(a):return(k(a)+t(a))%2==0
class d(ua):0
def Ja(e,f,g,b):
 if c(e)<=f:return b
 a=e[f]
 if not(a.isascii()and a.isdigit())or q(a)<b:raise d(f'{g} must be a whole number from {b}, got {a!r}')
 return q(a)
class mb:
 def __init__(a,b=db):a.Pa(b)
 def Pa(a,g):
  b=g.split()
  if not 2<=c(b)<=6:raise d(f'expected 6 fields, got {c(b)}')
  i,f=b[0],b[1];e=b[2]if c(b)>2 else j;k=b[3]if c(b)>3 else j
  if f not in('w','b'):raise d(f'side to move must be w or b, got {f!r}')
  if e!=j and not r(e)<=eb:raise d(f'castling must be - or KQkq or rook files, got {e!r}')
  a.t=Ja(b,4,'halfmove clock',0);a.J=Ja(b,5,'fullmove number',1);a.Qa(i);a.d=0 if f=='w'else 1;a.Ra(e);a.l=a.Sa(k)
  if a.z(a.g[a.d^1],a.d):raise d('the side to move can capture the king')
  a.V=[];a.h=[];a.hash=a.Ta();a.W=sum(h[a.e[b]<<7|b]for c in a.j for b in c)
 def Qa(j,p):
  m=p.split('/')
  if c(m)!=8:raise d(f'expected 8 ranks, got {c(m)}')
  n=[16]*120;j.j=[r(),r()];h=[[],[]]
  for s,k in w(m):
   e=7-s;f=0
   for g in k:
    if g in'12345678':
     if f+q(g)>8:raise d(f'rank {e+1} has more than 8 files: {k!r}')
     for _ in b(q(g)):n[a(f,e)]=0;f+=1
     continue
    if g not in cb:raise d(f'unknown piece {g!r} on rank {e+1}')
    if f==8:raise d(f'rank {e+1} has more than 8 files: {k!r}')
    l=za.index(g)
    if l&7==1 and e in(0,7):raise d(f'a pawn on rank {e+1}')
    o=a(f,e);n[o]=l;i=1 if l&8 else 0;j.j[i].add(o)
    if l&7==6:h[i].append(o)
    f+=1
   if f!=8:raise d(f'rank {e+1} has {f} files: {k!r}')
  for i,t in(0,'white'),(1,'black'):
   if c(h[i])!=1:raise d(f'{c(h[i])} {t} kings')
  j.e=n;j.g=[h[0][0],h[1][0]]
 def Sa(b,e):
  if e==j:return 0
  c=b.d^1;a=da.get(e)
  if a is None or t(a)!=(2 if c==0 else 5)or b.e[a]!=0 or b.e[a-i[c]]!=0 or b.e[a+i[c]]!=1|(8 if c==1 else 0):raise d(f'no pawn can just have skipped the en-passant square {e!r}')
  return a
 def Ra(c,u):
  c.Y=[0,0,0,0];o=0
  for p in u.replace(j,l):
   d=0 if p.isupper()else 1;f=0 if d==0 else 7;h=k(c.g[d]);i=4|(8 if d==1 else 0);m=p.lower()
   if m=='k':g=[b for b in b(h+1,8)if c.e[a(b,f)]==i];e=g[-1]if g else None
   elif m=='q':g=[b for b in b(h)if c.e[a(b,f)]==i];e=g[0]if g else None
   else:e=ca.index(m)
   if e is None or t(c.g[d])!=f or c.e[a(e,f)]!=i:continue
   q=(1 if e<h else 2)<<2*d;c.Y[q.bit_length()-1]=a(e,f);o|=q
  c.y=o;n=[15]*120
  for r,s in w(c.Y):
   if s:n[s]&=~(1<<r);d=r//2;n[c.g[d]]&=~(3<<2*d)
  c.oa=n;c.La=[c.bb(a)for a in b(4)]
 def bb(g,f):
  a=g.Y[f]
  if not a:return
  c=g.g[f//2];e=a-k(a);d,h=(e+6,e+5)if f&1 else(e+2,e+3);i=c,a,d,h;l=x(b for b in b(A(i),Q(i)+1)if b!=c and b!=a);j=1 if d>=c else-1;m=x(b(c+j,d,j))if d!=c else();return l,m,d,a,h
 def Ta(a):
  b=ea[a.y]
  for d in 0,1:
   for c in a.j[d]:b^=g[a.e[c]<<7|c]
  if a.d==1:b^=fa
  a.u=a.va(a.l);return b^a.u
 def va(a,b):
  if not b:return 0
  c=b+i[a.d^1];d=1|(8 if a.d==1 else 0);e=a.e
  if e[c-1]==d or e[c+1]==d:return Ua[k(b)]
  return 0
 def fen(c,h=True):
  f=[]
  for i in b(7,-1,-1):
   e,d=l,0
   for k in b(8):
    g=c.e[a(k,i)]
    if g==0:d+=1;continue
    if d:e,d=e+p(d),0
    e+=za[g]
   f.append(e+(p(d)if d else l))
  return' '.join(('/'.join(f),'wb'[c.d],c.gb(h),R[c.l]if c.l else j,p(c.t),p(c.J)))
 def gb(b,f=True):
  d=l
  for a in 0,1:
   e=[b.Y[a]for a in(2*a,2*a+1)if b.y>>a&1]
   if f:c=l.join(ca[k(a)]for a in sorted(e))
   else:c=l.join('q'if c<b.g[a]else'k'for c in sorted(e,reverse=True))
   d+=c.upper()if a==0 else c
  return d or j
 def R(a,s):
  e=a.e;j=a.d;c=s&127;b=s>>7&127;p=s>>14;d=e[c];m=a.j[j];f=a.hash;l=a.W;a.V.append((s,e[b],a.y,a.l,a.u,a.t,f,l));a.h.append(f);f^=fa^a.u;t=a.y
  if t:
   v=t&a.oa[c]&a.oa[b]
   if v!=t:f^=ea[t]^ea[v];a.y=v
  a.l=0
  if p==3:
   u=c-k(c)
   if b<c:n,q=u+2,u+3
   else:n,q=u+6,u+5
   r=e[b];e[c]=e[b]=0;m.discard(c);m.discard(b);e[n]=d;e[q]=r;m.add(n);m.add(q);a.g[j]=n;f^=g[d<<7|c]^g[d<<7|n]^g[r<<7|b]^g[r<<7|q];l+=h[d<<7|n]-h[d<<7|c]+h[r<<7|q]-h[r<<7|b];a.t+=1
  else:
   w=e[b]
   if w:a.j[j^1].discard(b);f^=g[w<<7|b];l-=h[w<<7|b];a.t=0
   elif d&7==1:a.t=0
   else:a.t+=1
   e[c]=0;m.discard(c);m.add(b);f^=g[d<<7|c];l-=h[d<<7|c]
   if p>=4:d=p-2|d&8
   e[b]=d;f^=g[d<<7|b];l+=h[d<<7|b]
   if d&7==6:a.g[j]=b
   elif p==1:a.l=c+b>>1
   elif p==2:o=b-i[j];f^=g[e[o]<<7|o];l-=h[e[o]<<7|o];e[o]=0;a.j[j^1].discard(o)
  if j==1:a.J+=1
  a.d=j^1;a.u=a.va(a.l)if a.l else 0;a.hash=f^a.u;a.W=l
 def pop(a):
  g,o,q,r,s,t,u,a.W=a.V.pop();a.h.pop();b=a.e;c=a.d^1;f=a.j[c];d=g&127;e=g>>7&127;n=g>>14
  if n==3:
   h=d-k(d)
   if e<d:j,l=h+2,h+3
   else:j,l=h+6,h+5
   v,w=b[j],b[l];b[j]=b[l]=0;f.discard(j);f.discard(l);b[d]=v;b[e]=w;f.add(d);f.add(e);a.g[c]=d
  else:
   m=b[e]
   if n>=4:m=1|m&8
   b[d]=m;b[e]=o;f.discard(e);f.add(d)
   if o:a.j[c^1].add(e)
   if m&7==6:a.g[c]=d
   elif n==2:p=e-i[c];b[p]=1|(8 if c==0 else 0);a.j[c^1].add(p)
  if c==1:a.J-=1
  a.d=c;a.y=q;a.l=r;a.u=s;a.t=t;a.hash=u;return g
 def ib(a):a.V.append((a.l,a.u,a.hash));a.h.append(a.hash);a.hash^=fa^a.u;a.l=0;a.u=0;a.d^=1
 def mb(a):a.l,a.u,a.hash=a.V.pop();a.h.pop();a.d^=1
 def z(l,c,i):
  b=l.e;e=8 if i==1 else 0;m=2|e
  for n in F:
   if b[c+n]==m:return True
  g=1|e
  if i==0:
   if b[c-9]==g or b[c-11]==g:return True
  elif b[c+9]==g or b[c+11]==g:return True
  j=6|e;k=5|e;h=3|e
  for f in D:
   d=c+f;a=b[d]
   if a==j:return True
   while a==0:d+=f;a=b[d]
   if a==h or a==k:return True
  h=4|e
  for f in C:
   d=c+f;a=b[d]
   if a==j:return True
   while a==0:d+=f;a=b[d]
   if a==h or a==k:return True
  return False
 def Aa(a):return a.z(a.g[a.d],a.d^1)
 def Ua(m):
  d=m.e;h=m.d;e=m.g[h];v=s[h];f=0 if h==1 else 8;o=5|f;j=0;k=None;p={}
  for w,q in(C,4|f),(D,3|f):
   for c in w:
    a=e+c;g=d[a]
    while g==0:a+=c;g=d[a]
    if g==q or g==o:j+=1;k=r(b(e+c,a+c,c))
    elif g in v:
     n=a+c;l=d[n]
     while l==0:n+=c;l=d[n]
     if l==q or l==o:p[a]=c
  x=2|f
  for t in F:
   if d[e+t]==x:j+=1;k={e+t}
  y=1|f;u=i[h]
  for a in e+u-1,e+u+1:
   if d[a]==y:j+=1;k={a}
  return j,k,p
 def G(c):
  d=c.e;e=c.d;l,z,n=c.Ua();k=[];m=c.g[e];o=U[e]
  if l<2:
   s=[];t=i[e];A,B=Ha[e];C,D=ga[e];H=c.l
   for a in c.j[e]:
    p=d[a]&7
    if p==6:continue
    u=l or a in n
    if u:
     if l and a in n:continue
     g=[]
    else:g=k
    h=g.append
    if p==1:
     j=a+t;v=C<=j<=D
     if d[j]==0:
      if v:
       for r in 4,5,6,7:h(a|j<<7|r<<14)
      else:
       h(a|j<<7);w=j+t
       if A<=a<=B and d[w]==0:h(a|w<<7|1<<14)
     for b in j-1,j+1:
      if d[b]in o:
       if v:
        for r in 4,5,6,7:h(a|b<<7|r<<14)
       else:h(a|b<<7)
      elif b==H:s.append(a|b<<7|2<<14)
    elif p==2:
     for I in F:
      b=a+I;f=d[b]
      if f==0 or f in o:h(a|b<<7)
    else:
     for q in G[p]:
      b=a+q;f=d[b]
      while f==0:h(a|b<<7);b+=q;f=d[b]
      if f in o:h(a|b<<7)
    if u and g:
     if a in n:x=n[a];g=[m for m in g if Aa.get((m>>7&127)-a)in(x,-x)]
     if l:g=[m for m in g if m>>7&127 in z]
     k.extend(g)
   for y in s:
    c.R(y)
    if not c.z(c.g[e],e^1):k.append(y)
    c.pop()
   if not l and c.y:c.Fa(k)
  J=d[m];d[m]=0;K=e^1
  for q in E:
   b=m+q;f=d[b]
   if(f==0 or f in o)and not c.z(b,K):k.append(m|b<<7)
  d[m]=J;return k
 def Ca(g):
  c=g.e;h=g.d;j=U[h];p=i[h];q,r=ga[h];s=g.l;m=[];e=m.append
  for b in g.j[h]:
   f=c[b]&7
   if f==1:
    d=b+p
    if q<=d<=r:
     if c[d]==0:
      for k in 4,5,6,7:e(b|d<<7|k<<14)
     for a in d-1,d+1:
      if c[a]in j:
       for k in 4,5,6,7:e(b|a<<7|k<<14)
     continue
    for a in d-1,d+1:
     if c[a]in j:e(b|a<<7)
     elif a==s:e(b|a<<7|2<<14)
   elif f==2 or f==6:
    for n in G[f]:
     if c[b+n]in j:e(b|b+n<<7)
   else:
    for o in G[f]:
     a=b+o;l=c[a]
     while l==0:a+=o;l=c[a]
     if l in j:e(b|a<<7)
  return m
 def jb(f):
  e=f.e;h=f.d;k=U[h];l=i[h];r,s=Ha[h];t,u=ga[h];v=f.l;m=[];c=m.append
  for a in f.j[h]:
   j=e[a]&7
   if j==1:
    d=a+l;o=t<=d<=u
    if e[d]==0:
     if o:
      for n in 4,5,6,7:c(a|d<<7|n<<14)
     else:
      c(a|d<<7)
      if r<=a<=s and e[d+l]==0:c(a|d+l<<7|1<<14)
    for b in d-1,d+1:
     if e[b]in k:
      if o:
       for n in 4,5,6,7:c(a|b<<7|n<<14)
      else:c(a|b<<7)
     elif b==v:c(a|b<<7|2<<14)
   elif j==2 or j==6:
    for p in G[j]:
     g=e[a+p]
     if g==0 or g in k:c(a|a+p<<7)
   else:
    for q in G[j]:
     b=a+q;g=e[b]
     while g==0:c(a|b<<7);b+=q;g=e[b]
     if g in k:c(a|b<<7)
  if f.y:f.Fa(m)
  return m
 def Ka(a):b=a.d^1;return not a.z(a.g[b],a.d)
 def Fa(b,k):
  a=b.e;c=b.d;d=b.g[c];g=c^1
  for h in 2*c,2*c+1:
   if not b.y>>h&1:continue
   l,m,n,e,i=b.La[h]
   if any(a[b]for b in l):continue
   o,j=a[d],a[e];a[d]=0;f=True
   for p in m:
    if b.z(p,g):f=False;break
   if f:a[e]=0;a[i]=j;f=not b.z(n,g);a[i]=0;a[e]=j
   a[d]=o
   if f:k.append(d|e<<7|3<<14)
 def ka(f,b,chess960=True):
  a,c,d=b&127,b>>7&127,b>>14
  if d==3 and not chess960:c=a-k(a)+(2 if c<a else 6)
  e=R[a]+R[c]
  if d>=4:e+='nbrq'[d-4]
  return e
 def ub(c,a):
  a=a.strip().lower()
  for b in c.G():
   if c.ka(b)==a or b>>14==3 and c.ka(b,chess960=False)==a:return b
 def qb(h,c):
  d=h.d^1;i=8 if d==1 else 0;b=0 if d==0 else 7;f=h.e
  if c in(H,W):m,n=(6,5)if c==H else(2,3);return f[a(m,b)]==6|i and f[a(n,b)]==4|i
  g,e=da.get(c[:2]),da.get(c[2:4]);j=c[4:]
  if g is None or e is None or g==e:return False
  if j not in(l,'n','b','r','q')or f[g]in s[d^1]:return False
  k=f[e]
  if j:return k==2+'nbrq'.index(j)|i and t(e)==7-b
  if k in s[d]:return True
  return k==0 and t(g)==t(e)==b and h.g[d]in(a(2,b),a(6,b))
 def vb(c,a):b=a>>14;return b==2 or b!=3 and c.e[a>>7&127]!=0
 def Va(a):b=a.h[-a.t:]if a.t else[];return b.count(a.hash)>=2
 def Wa(g):
  e=g.e;a=None
  for b in Ta:
   c=e[b];d=c&7
   if c==0 or d==6:continue
   if d in(1,4,5):return False
   if a is None:a=b;continue
   f=e[a]
   if(f^c)&8 and d==3 and f&7==3 and Ia(b)==Ia(a):continue
   return False
  return True
 def cb(a):return 2*(a.J-1)+a.d
 def xb(a):
  if not a.G():return fb if a.Aa()else gb
  if a.Va():return hb
  if a.Wa():return ib
  if a.t>=100:return jb
  if a.cb()>=lb:return kb
class nb:
 def __init__(a,b,c,d=None,e=None):a.Ma=b+c;a.o=d;a.pa=e
 def ya(a,b):
  if a.o is not None:return b>=a.o
  if a.pa is not None and a.pa():return True
  return time.perf_counter()>=a.Ma
ob=(1<<17)-1;n=9;pb=12;f=0,100,y,I,500,950,20000
def qb():
 c=[0]*2048
 for d in b(1,7):
  for e in b(8):
   for f in b(8):g=Ba[d-1][Fa(e,f)];c[d<<7|a(e,f)]=g;c[(d|8)<<7|a(e,7-f)]=g
 return c
rb=qb()
def sb():
 c=[None]*16
 for a,d in(2,None),(3,D),(4,C),(5,E):
  for e,b in(0,1),(8,-1):c[a|e]=d,b*Ea[a],b*Ea[a]*Ya[a],b*Xa[a]
 return c
tb=sb()
def ub():
 e=[None]*120
 for c in b(8):
  for d in b(8):
   f=[0]*120
   for g in b(Q(c-1,0),A(c+2,8)):
    for h in b(Q(d-1,0),A(d+2,8)):f[a(g,h)]=1
   e[a(c,d)]=f
 return e
def vb(g):
 c=[None]*120
 for h,d in w(g):
  if d is not None:
   e=[0]*120
   for a in b(21,99):
    if d[a]:
     for f in F:
      if 0<=a+f<120:e[a+f]+=1
   c[h]=e
 return c
Ka=ub();wb=vb(Ka);La=[(-1,0,0)]*(1<<17)
def ha(b):
 e=b.W+T;f=e>>64;j=f&ob;o,g,h=La[j]
 if o!=f:g,h=zb(b);La[j]=f,g,h
 k=(e&Ga)-T+g;l=(e>>20)+T;m=(l&Ga)-T+h;c=l>>20&(1<<24)-1;d=c&255
 if d>24:d=24
 n,p=xb(b);k+=n+p+Wa*yb(b);m+=n;i=k*d+m*(24-d);a=i//24 if i>=0 else-(-i//24)
 if c>>8&15>=2:a+=42
 if c>>12&15>=2:a-=42
 if a>0:
  if not c>>16&15 and Ma(b,0):a//=8
 elif a<0:
  if not c>>20&15 and Ma(b,1):a=-(-a//8)
 return a if b.d==0 else-a
def xb(c):
 e=c.e;n=tb;f=g=0
 for o,p in w(c.j):
  h=c.g[o^1];i=Ka[h];q=wb[h]
  for d in p:
   j=n[e[d]]
   if j is not None:
    k,r,s,t=j
    if k is None:a=q[d]
    else:
     a=l=0
     for m in k:
      b=d+m
      while not e[b]:l+=1;a+=i[b];b+=m
      a+=i[b]
     f+=r*l-s
    g+=t*a
 return f,g
def yb(d):
 e=d.e;f,g=d.g;c=0
 for b in E:
  a=f+b
  while not e[a]:c+=1;a+=b
  a=g+b
  while not e[a]:c-=1;a+=b
 return c
def zb(k):
 f=k.e;h=[0]*10;i=[0]*10;l=[-1]*10;m=[8]*10;p,q,r,s=[],[],[],[]
 for c in k.j[0]:
  o=f[c]
  if o==1:
   p.append(c);a,d=c%10,c//10-2;h[a]+=1
   if d<m[a]:m[a]=d
  elif o==4:r.append(c)
 for c in k.j[1]:
  o=f[c]
  if o==n:
   q.append(c);a,d=c%10,c//10-2;i[a]+=1
   if d>l[a]:l[a]=d
  elif o==pb:s.append(c)
 g=j=0
 for c in p:
  a,d=c%10,c//10-2
  if l[a-1]<=d and l[a]<=d and l[a+1]<=d:g+=Ca[d];j+=Da[d]
  if not h[a-1]and not h[a+1]:g-=14;j-=1
 for c in q:
  a,d=c%10,7-(c//10-2)
  if m[a-1]>=7-d and m[a]>=7-d and m[a+1]>=7-d:g-=Ca[d];j-=Da[d]
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
 if e>80:g-=13*((f[e-9]==n)+(f[e-10]==n)+(f[e-11]==n))+4*((f[e-19]==n)+(f[e-20]==n)+(f[e-21]==n))
 return g,j
def Ma(d,e):
 g=d.e;a=[0]*7;b=[0]*7
 for h,i in(e,a),(e^1,b):
  for j in d.j[h]:i[g[j]&7]+=1
 f=a[4]*5+a[5]*9;k=b[4]*5+b[5]*9;c=a[2]+a[3];l=b[2]+b[3]
 if f==0:return c<=1 or c==2 and a[2]==2
 return f==k and c<=l+1
ia=100000;u=ia-1000;ja=ia+1;Ab=256;ka=(1<<18)-1;Bb=-1;Cb=0,0,0,0,Bb;Db=75000;la=150;Na=0,8,14;Eb=200;Fb=1<<30;Gb=1<<28;Oa=1<<27,(1<<27)-1;Hb=1<<26;Ib=2,3,4,5
class V(va):0
class ma:
 def __init__(a,b,c,d,e):a.Na=b;a.sb=c;a.depth=d;a.o=e
class Jb:
 def __init__(a,c=10):a.qa=c;a.fa=[Cb]*(1<<18);a.Z={};a.h={};a.ra=[[0,0]for _ in b(65)];a.o=0;a.aa=0;a.K=None;a.sa=0
 def eb(d,a,e,f=v(),g=63):
  b=[a for a in a.G()if a not in f]
  if not b:return ma(None,0,0,0)
  d.start(e,a.d)
  if c(b)==1:return ma(b[0],ha(a),0,0)
  return d.wa(a,b,g)
 def yb(b,a,d):
  c=a.G();b.start(d,a.d^1)
  if c:b.wa(a,c,63)
 def start(a,b,d):
  if c(a.Z)>Db:a.Z.clear()
  for e in a.h:a.h[e]>>=2
  a.K=b;a.o=0;a.aa=a.xa(0);a.sa=d
 def wa(a,d,b,j):
  e,f,c=b[0],0,0;b=a.order(d,b,0,a.db(d))
  try:
   while c<j and not a.K.ya(a.o):
    g,h=a.hb(d,b,c+1);c+=1;e,f=g,h;b.remove(g);b.insert(0,g)
    if abs(h)>u:break
  except V as i:
   if i.args:e,f=i.args
  return ma(e,f,c,a.o)
 def xa(a,b):
  if a.K.o is not None:return a.K.o
  return b+16
 def Ga(a):
  if a.K.ya(a.o):raise V()
  a.aa=a.xa(a.o)
 def hb(d,b,g,e):
  a,h=-ja,ja;f=g[0]
  for i,j in w(g):
   b.R(j)
   try:
    if i==0:c=-d.H(b,e-1,-h,-a,1,True)
    else:
     c=-d.H(b,e-1,-a-1,-a,1,True)
     if c>a:c=-d.H(b,e-1,-h,-a,1,True)
   except V:
    if i>0:raise V(f,a)
    raise
   finally:b.pop()
   if c>a:a,f=c,j
  d.za(b,e,a,0,f,0);return f,a
 def la(a,b):return-a.qa if b.d==a.sa else a.qa
 def Xa(c,a):
  b=a.t
  if b>=100:return True
  if b<4:return False
  return a.hash in a.h[-b:]
 def H(b,a,d,f,e,h,w):
  b.o+=1
  if b.o>=b.aa:b.Ga()
  if b.Xa(a):return b.la(a)
  if h>=64:return ha(a)
  k=a.Aa()
  if k:d+=1
  if d<=0:return b.Ha(a,f,e,h,k)
  x=f;s=a.hash;y,z,o,t,A=b.fa[s&ka]
  if A!=s:t=0
  elif y>=d and e-f==1:
   g=Nb(z,h)
   if o==0 or o==1 and g>=e or o==2 and g<=f:return g
  B=e-f==1;i=b.Ba(a)if B and not k and abs(e)<u else None
  if i is not None:
   if d<=2 and i-la*d>=e:return i
   if w and d>=3 and i>=e and Lb(a):
    a.ib()
    try:g=-b.H(a,d-1-2,-e,-e+1,h+1,False)
    finally:a.mb()
    if g>=e:return e
  j=-ja;p=i is not None and d<=2 and i+la*d<=f
  if p:j=i+la*d
  C=Na[d]if i is not None and d<c(Na)else Ab;D=a.e;E=a.g[a.d];n=m=0
  for l in b.Ya(a,h,t,p,k):
   q=not D[l>>7&127]and l>>14<2
   if q and m>C:continue
   a.R(l)
   try:
    if not k and Pa(l,E)and not a.Ka():continue
    if not n:n=l
    if m==0:g=-b.H(a,d-1,-e,-f,h+1,True)
    else:
     v=1 if d>=2 and m>=3 and q and not k else 0;g=-b.H(a,d-1-v,-f-1,-f,h+1,True)
     if g>f and(v or g<e):g=-b.H(a,d-1,-e,-f,h+1,True)
   finally:a.pop()
   m+=1
   if g>j:
    j,n=g,l
    if g>f:
     f=g
     if f>=e:
      if q:b.rb(l,d,h)
      break
  if not m:
   if p:return j if a.G()else b.la(a)
   return-ia+h if k else b.la(a)
  if j>=e:r=1
  elif j>x:r=0
  else:r=2
  b.za(a,d,j,r,n,h);return j
 def Ya(h,a,i,b,d,e):
  f=not e and b and Kb(a,b,d)
  if f:yield b
  if e:c=a.G()
  elif d:c=a.Ca()
  else:c=a.jb()
  for g in h.order(a,c,i,b):
   if not f or g!=b:yield g
 def Ha(d,a,b,h,o,p=True):
  d.o+=1
  if d.o>=d.aa:d.Ga()
  e=d.Ba(a)
  if e>=h:return e
  if e>b:b=e
  k=a.e;l=a.Ca()
  if not l:return b
  i=[]
  for c in l:
   g=f[k[c>>7&127]&7];j=c>>14
   if j==2:g=f[1]
   elif j>=4:g+=f[j-2]-f[1]
   if e+g+Eb<b:continue
   m=k[c&127]&7
   if f[m]>g+50 and a.z(c>>7&127,a.d^1):continue
   i.append((g*8-m,c))
  i.sort(reverse=True);q=a.g[a.d]
  for _,c in i:
   a.R(c)
   try:
    if(p or Pa(c,q))and not a.Ka():continue
    n=-d.Ha(a,-h,-b,o+1)
   finally:a.pop()
   if n>b:
    b=n
    if b>=h:break
  return b
 def Ba(c,a):
  b=c.Z.get(a.hash)
  if b is None:b=c.Z[a.hash]=ha(a)
  return b
 def db(c,a):b=c.fa[a.hash&ka];return b[3]if b[4]==a.hash else 0
 def za(b,c,d,e,f,g,h):a=c.hash;b.fa[a&ka]=d,Mb(e,h),f,g,a
 def rb(c,a,d,e):
  b=c.ra[e]
  if b[0]!=a:b[1]=b[0];b[0]=a
  c.h[a]=c.h.get(a,0)+d*d
 def order(m,j,s,t,u):
  e=j.e;v,w=m.ra[t];n=m.h;d=rb;k=[]
  for a in s:
   if a==u:b=Fb
   else:
    g=e[a>>7&127];c=a>>14
    if c==3:g=0
    elif c==2:g=1
    if g or c>=4:
     o=e[a&127]&7;b=f[g&7]*8+(f[c-2]if c>=4 else 0)-o
     if c<4 and f[o]>f[g&7]+50 and j.z(a>>7&127,j.d^1):b+=Hb
     else:b+=Gb
    elif a==v:b=Oa[0]
    elif a==w:b=Oa[1]
    elif c==3:h,l=a&127,a>>7&127;i=h-h%10;x,y=(i+3,i+4)if l<h else(i+7,i+6);p,q=e[h]<<7,e[l]<<7;b=n.get(a,0)*8+d[p|x]-d[p|h]+d[q|y]-d[q|l]
    else:r=e[a&127]<<7;b=n.get(a,0)*8+d[r|a>>7&127]-d[r|a&127]
   k.append((b,a))
  k.sort(reverse=True);return[a for _,a in k]
def Kb(a,b,g):
 c=a.e;f=a.d;d=b>>14;e=b>>7&127
 if c[b&127]not in s[f]or d==3:return False
 if d==2:return e==a.l
 if c[e]in U[f]:return True
 return c[e]==0 and(not g or d>=4)
def Pa(a,b):c=a&127;return c==b or a>>14==2 or c-b in Aa
def Lb(a):
 b=a.e
 for c in a.j[a.d]:
  if b[c]&7 in Ib:return True
 return False
def Mb(a,b):
 if a>u:return a+b
 if a<-u:return a-b
 return a
def Nb(a,b):
 if a>u:return a-b
 if a<-u:return a+b
 return a
class na(va):0
class e(ua):0
Ob=X('Init','color');Pb=X('Turn','last_move my_time opp_time fen');Qb=X('Status','status remaining_time')
class Rb:
 def __init__(a,b):a.readline=b;a.B=0
 def ma(a):
  b=a.readline()
  if not b:raise na(f'input ended after line {a.B}')
  a.B+=1
  if b[-1:]not in('\n',b'\n'):raise na(f'input ended inside line {a.B}')
  return a.decode(b).rstrip('\r\n')
 def decode(b,a):
  if isinstance(a,p):return a
  try:return a.decode('utf-8')
  except UnicodeDecodeError:raise e(f'input line {b.B}: expected UTF-8 text, got {a!r}')from None
 def ea(a,b,c,d):return e(f'input line {a.B}: {b}: expected {c}, got {d!r}')
 def split(e,a,b,f,g=False):
  d=a.split(None,b-1)if g else a.split()
  if c(d)!=b:raise e.ea(f,f'{b} fields',a)
  return d
 def ja(c,a,d):
  b=a[1:]if a[:1]==j else a
  if b.isascii()and b.isdigit():return q(a)
  raise c.ea(d,'an integer',a)
 def ia(d,a,b,e):
  if not a or c(a)>b or' 'in a:raise d.ea(e,f'a word of at most {b} characters',a)
  return a
 def string(d,a,b,e):
  if c(a)>b:raise d.ea(e,f'at most {b} characters',a)
  return a
 def kb(a):b=a.ia(a.ma(),5,'color');return Ob(b)
 def pb(a):b=a.split(a.ma(),4,'lastMove myTime oppTime fen',True);c=a.ia(b[0],5,'lastMove');d=a.ja(b[1],'myTime');e=a.ja(b[2],'oppTime');f=a.string(b[3],100,'fen');return Pb(c,d,e,f)
 def nb(a):b=a.split(a.ma(),2,'status remainingTime');c=a.ia(b[0],1,'status');d=a.ja(b[1],'remainingTime');return Qb(c,d)
oa='white','black'
def Sb(b,c):a=os.environ.get('ARENA_NODES');d=Q(.5,c)/10;e=A(.5,d/30);return nb(b,e,q(a)if a else None)
def Tb(b,a):
 if a>>14==3:return H if a>>7&127>a&127 else W
 return b.ka(a)[:4]
def Ub(a):
 if a>>14>=4:return a&16383|Qa[5]<<14
 return a
class Vb:
 def __init__(a,b):a.h=[];a.Oa=b;a.E=None;a.ga=r();a.ba=None;a.ta=0.;a.ua=0
 def na(a,b,c):a.ua=c;a.E=b;a.E.h=list(a.h);a.ga=r();return a.Da()
 def Da(a):
  c=a.E;d={a for a in c.G()if 4<=a>>14<7};e=Sb(a.ta,a.ua);b=a.Oa.eb(c,e,a.ga|d).Na
  if b is None:return
  b=Ub(b);a.ga.add(b);a.ba=b;return Tb(c,b)
 def lb(a):
  if a.ba is None:return
  a.E.R(a.ba);a.h=a.E.h+[a.E.hash];a.ba=None
class Wb:
 def __init__(a,b):a.readline=b;a.ca=None
 def __call__(a):b=a.peek();a.ca=None;return b
 def peek(a):
  if a.ca is None:a.ca=a.readline()
  return a.ca
 def fb(a):return c(a.peek().split())==2
class Xb:
 def __init__(a,b,c,d):a.P=b;a.lines=c;a.Q=d;a.da=None;a.F=None;a.ha=True
 def Ja(a,b):print(f'judge_chess: {b}; waiting for a position',file=B.stderr);a.ha=False;a.F=None
 def Ia(a,b):
  if a.ha:print(f'judge_chess: {b}; ignored',file=B.stderr)
 def ab(a):
  try:
   b=a.P.kb().color
   if b not in oa:raise e(f'input line 1: color: expected white or black, got {b!r}')
   a.da=oa.index(b)
  except e as c:a.Ja(c)
 def step(a):
  try:
   if a.lines.fb():a.status(a.P.nb())
   else:a.na(a.P.pb())
  except e as b:a.Ja(b)
 def status(a,b):
  c=a.P.B
  if b.status not in('A','D'):raise e(f'input line {c}: status: expected A or D, got {b.status!r}')
  if a.F is None:a.Ia(f'input line {c}: a status with no move to judge')
  elif b.status=='A':a.Q.lb();a.F=None
  else:a.Ea(a.Q.Da())
 def na(a,b):
  c=a.P.B
  if b==a.F:a.Ia(f'input line {c}: the same position again before its status');return
  a.Q.ta=time.perf_counter();d=a.Za(b,c)
  if a.F is not None:print(f'judge_chess: input line {c}: a new position before the status of the last move; answering it',file=B.stderr)
  a.ha=True;a.F=b;a.Ea(a.Q.na(d,b.my_time))
 def Za(h,g,a):
  i=g.fen.split()
  if c(i)!=6:raise e(f'input line {a}: fen: expected 6 fields, got {g.fen!r}')
  try:b=mb(g.fen)
  except d as j:raise e(f'input line {a}: fen: {j}')from None
  if h.da is not None and b.d!=h.da:raise e(f'input line {a}: fen: {i[1]} to move, but this bot plays {oa[h.da]}')
  f=g.last_move
  if f=='NONE':
   if b.d!=0 or b.J!=1:raise e(f'input line {a}: lastMove: NONE after move 1')
  elif not((c(f)==4 or f in(H,W))and b.qb(f)):raise e(f'input line {a}: lastMove: {f!r} cannot have led to the position')
  return b
 def Ea(a,b):
  if b is None:print(f'judge_chess: no move left to try in {a.Q.E.fen()}',file=B.stderr);a.F=None;return
  print(b,flush=True)
def Yb(c=Jb):
 a=Wb(B.stdin.buffer.readline);b=Xb(Rb(a),a,Vb(c()))
 try:
  gc.disable();b.ab()
  while True:b.step()
 except na:return
Yb()
