# judge-chess: built by arena-bundler from 14 modules; do not edit, rebuild with `python -m bundler build`
# modules: sources sources.judge_chess sources.chesscore sources.chesscore.tables sources.chesscore.weights sources.chesscore.placement sources.chesscore.board sources.chesscore.budget sources.chesscore.evaluation sources.chesscore.search sources.readers sources.readers.judge_chess sources.judge_chess.protocol sources.judge_chess.__main__
# inputs sha256: 029aace6f425fd97
b=range;ra=b'\x15\x1f)3=GQ[\x16 *4>HR\\\x17!+5?IS]\x18",6@JT^\x19#-7AKU_\x1a$.8BLV`\x1b%/9CMWa\x1c&0:DNXb';c=len;w=frozenset;x=enumerate;sa='en_passant_file';y=tuple;j='-';ta='black_to_move';ua='piece_square';H='O-O';W='O-O-O';q=304;r=str;s=int;t=set;va='castling';wa=ValueError;z=310;A=936;xa=Exception;B=min;I=330;l='';m=13;J=932;K=934;L=959;M=305;N=328;O=323;P=333;Q=max;from collections import namedtuple as X;import struct as ya;from base64 import b64decode as za;import gc,os,sys as C,time,random as Aa;Y,Z,aa,ba=10,-10,1,-1;D=Z,Y,ba,aa;E=Z+ba,Y+ba,Z+aa,Y+aa;F=E+D;G=-21,-19,-12,-8,8,12,19,21;Ra={2:4,3:5,4:6,5:7};Ba='.PNBRQK..pnbrqk';ca='abcdefgh'
def a(a,b):return 21+a+10*b
def Sa():return{a(f,c):ca[f]+r(c+1)for f in b(8)for c in b(8)}
def Ta(d):
 a=Aa.Random(d);c=[0]*2048
 for e in list(b(1,7))+list(b(9,15)):
  for f in Sa():c[e<<7|f]=a.getrandbits(64)
 return{ua:c,va:[0]+[a.getrandbits(64)for _ in b(15)],sa:[a.getrandbits(64)for _ in b(8)],ta:a.getrandbits(64)}
R=dict(zip(ra,['a1','a2','a3','a4','a5','a6','a7','a8','b1','b2','b3','b4','b5','b6','b7','b8','c1','c2','c3','c4','c5','c6','c7','c8','d1','d2','d3','d4','d5','d6','d7','d8','e1','e2','e3','e4','e5','e6','e7','e8','f1','f2','f3','f4','f5','f6','f7','f8','g1','g2','g3','g4','g5','g6','g7','g8','h1','h2','h3','h4','h5','h6','h7','h8']));da={b:a for a,b in R.items()};Ua=y(ra);ea=dict(zip(ya.unpack('<56b',za('9erf1Mm+swkSGyQtNj/37uXc08rBCxYhLDdCTfbs4tjOxLoKFB4oMjxG//79/Pv6+QECAwQFBgc=')),ya.unpack('<56b',za('9fX19fX19QkJCQkJCQn39/f39/f3CwsLCwsLC/b29vb29vYKCgoKCgoK/////////wEBAQEBAQE='))));S=Ta(960);h=S[ua];fa=S[va];Va=S[sa];ga=S[ta];Ca=y(b'ZZZZMXOBP_WXNXgpdj\x80\x8ap|\x84zrxqqvvvv'),(280,295,307,302,286,298,311,319,292,314,N,339,309,324,344,350,I,N,350,340,312,339,349,355,296,z,P,322,299,297,291,303),(338,339,O,329,342,348,338,N,321,344,P,336,331,325,I,337,326,327,335,356,P,346,342,348,P,332,340,326,O,320,O,O),(477,473,488,492,471,456,472,473,463,464,457,468,472,471,461,469,470,480,467,480,488,486,489,495,495,500,494,513,484,479,481,491),(964,969,957,967,953,957,966,961,947,L,952,952,L,957,948,953,966,955,938,956,965,960,969,966,958,958,L,951,962,958,960,961),(2,10,-18,-27,-20,-20,-40,-68,-50,-51,-52,-61,-73,-72,-90,-91,-76,-75,-88,-89,-75,-76,-91,-89,-75,-74,-90,-90,-75,-75,-90,-90);Wa=y(b'xxxx}v\x85\x8difotqphdv\x82wd\x95\x9c\x98\x83\xbf\xbf\xb4\xb4xxxx'),(263,265,273,270,276,280,279,M,271,296,308,315,272,288,z,325,276,298,307,315,273,287,q,294,270,281,288,285,270,268,268,274),(299,302,M,308,q,z,316,q,M,321,I,322,308,306,N,313,301,z,M,326,306,q,315,316,q,302,307,309,300,297,q,300),(517,518,520,521,526,516,529,511,522,537,520,523,530,524,537,525,527,531,529,531,526,529,535,535,536,542,538,541,536,530,538,538),(931,933,J,925,931,A,J,A,J,K,947,948,K,941,944,954,A,941,942,L,935,939,950,950,J,940,942,A,K,K,937,A),(-31,-38,-29,-37,-28,-m,-7,1,-22,-8,m,15,-19,-1,12,26,-18,-1,12,22,-21,-14,6,9,-23,-7,-8,-11,-27,-21,-23,-22);Da=0,5,-m,2,m,37,63,0;Ea=0,-m,0,19,11,44,103,0;Xa=-3;Ya=0,0,25,m,9,20,0;Fa=0,0,0,5,5,3,0;Za=0,0,0,6,7,m,0;ab=0,0,1,1,2,4,0
def Ga(a,b):return b*4+B(a,7-a)
T=1<<19;Ha=(1<<20)-1
def bb():
 i=[0]*2048;o=Aa.Random(64);j={}
 for c in b(1,7):
  for k in b(8):
   for f in b(8):
    l=Ga(k,f);p=Ca[c-1][l];q=Wa[c-1][l];r=ab[c]<<0
    for d in 0,1:
     if c==3:g=(8,12)[d]
     elif c==1:g=(16,20)[d]
     else:g=None
     s=r+(1<<g if g is not None else 0);m=1 if d==0 else-1;n=a(k,f if d==0 else 7-f);e=c|(8 if d==1 else 0);i[e<<7|n]=m*p+(m*q<<20)+(s<<40);h=cb(c,k,f)
     if h is not None:
      if(e,h)not in j:j[e,h]=o.getrandbits(48)
      i[e<<7|n]+=j[e,h]<<64
 return i
def cb(a,b,c):
 if a==1:return b,c
 if a==4:return b
 if a==6:return(b,c)if c<2 else'away'
i=bb();fb='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';n=w(b(1,7)),w(b(9,15));db=w('PNBRQKpnbrqk');eb=w('KQkqABCDEFGHabcdefgh');ha=n[1]-{14},n[0]-{6};f=10,-10;o=None,None,G,E,D,F,F;Ia=(31,38),(81,88);U=(91,98),(21,28);gb='checkmate';hb='stalemate';ib='threefold repetition';jb='insufficient material';kb='fifty-move rule';lb='move limit';mb=250
def u(a):return a//10-2
def k(a):return a%10-1
def Ja(a):return(k(a)+u(a))%2==0
class d(wa):0
def Ka(e,f,g,b):
 if c(e)<=f:return b
 a=e[f]
 if not(a.isascii()and a.isdigit())or s(a)<b:raise d(f'{g} must be a whole number from {b}, got {a!r}')
 return s(a)
class nb:
 def __init__(a,b=fb):a.Ra(b)
 def Ra(a,g):
  b=g.split()
  if not 2<=c(b)<=6:raise d(f'expected 6 fields, got {c(b)}')
  h,f=b[0],b[1];e=b[2]if c(b)>2 else j;k=b[3]if c(b)>3 else j
  if f not in('w','b'):raise d(f'side to move must be w or b, got {f!r}')
  if e!=j and not t(e)<=eb:raise d(f'castling must be - or KQkq or rook files, got {e!r}')
  a.t=Ka(b,4,'halfmove clock',0);a.J=Ka(b,5,'fullmove number',1);a.Sa(h);a.d=0 if f=='w'else 1;a.Ta(e);a.l=a.Ua(k)
  if a.z(a.g[a.d^1],a.d):raise d('the side to move can capture the king')
  a.V=[];a.h=[];a.hash=a.Va();a.W=sum(i[a.e[b]<<7|b]for c in a.j for b in c)
 def Sa(j,p):
  m=p.split('/')
  if c(m)!=8:raise d(f'expected 8 ranks, got {c(m)}')
  n=[16]*120;j.j=[t(),t()];h=[[],[]]
  for q,k in x(m):
   e=7-q;f=0
   for g in k:
    if g in'12345678':
     if f+s(g)>8:raise d(f'rank {e+1} has more than 8 files: {k!r}')
     for _ in b(s(g)):n[a(f,e)]=0;f+=1
     continue
    if g not in db:raise d(f'unknown piece {g!r} on rank {e+1}')
    if f==8:raise d(f'rank {e+1} has more than 8 files: {k!r}')
    l=Ba.index(g)
    if l&7==1 and e in(0,7):raise d(f'a pawn on rank {e+1}')
    o=a(f,e);n[o]=l;i=1 if l&8 else 0;j.j[i].add(o)
    if l&7==6:h[i].append(o)
    f+=1
   if f!=8:raise d(f'rank {e+1} has {f} files: {k!r}')
  for i,r in(0,'white'),(1,'black'):
   if c(h[i])!=1:raise d(f'{c(h[i])} {r} kings')
  j.e=n;j.g=[h[0][0],h[1][0]]
 def Ua(b,e):
  if e==j:return 0
  c=b.d^1;a=da.get(e)
  if a is None or u(a)!=(2 if c==0 else 5)or b.e[a]!=0 or b.e[a-f[c]]!=0 or b.e[a+f[c]]!=1|(8 if c==1 else 0):raise d(f'no pawn can just have skipped the en-passant square {e!r}')
  return a
 def Ta(c,t):
  c.Y=[0,0,0,0];o=0
  for p in t.replace(j,l):
   d=0 if p.isupper()else 1;f=0 if d==0 else 7;h=k(c.g[d]);i=4|(8 if d==1 else 0);m=p.lower()
   if m=='k':g=[b for b in b(h+1,8)if c.e[a(b,f)]==i];e=g[-1]if g else None
   elif m=='q':g=[b for b in b(h)if c.e[a(b,f)]==i];e=g[0]if g else None
   else:e=ca.index(m)
   if e is None or u(c.g[d])!=f or c.e[a(e,f)]!=i:continue
   q=(1 if e<h else 2)<<2*d;c.Y[q.bit_length()-1]=a(e,f);o|=q
  c.y=o;n=[15]*120
  for r,s in x(c.Y):
   if s:n[s]&=~(1<<r);d=r//2;n[c.g[d]]&=~(3<<2*d)
  c.qa=n;c.Na=[c.db(a)for a in b(4)]
 def db(g,f):
  a=g.Y[f]
  if not a:return
  c=g.g[f//2];e=a-k(a);d,h=(e+6,e+5)if f&1 else(e+2,e+3);i=c,a,d,h;l=y(b for b in b(B(i),Q(i)+1)if b!=c and b!=a);j=1 if d>=c else-1;m=y(b(c+j,d,j))if d!=c else();return l,m,d,a,h
 def Va(a):
  b=fa[a.y]
  for d in 0,1:
   for c in a.j[d]:b^=h[a.e[c]<<7|c]
  if a.d==1:b^=ga
  a.u=a.wa(a.l);return b^a.u
 def wa(a,b):
  if not b:return 0
  c=b+f[a.d^1];d=1|(8 if a.d==1 else 0);e=a.e
  if e[c-1]==d or e[c+1]==d:return Va[k(b)]
  return 0
 def fen(c,h=True):
  f=[]
  for i in b(7,-1,-1):
   e,d=l,0
   for k in b(8):
    g=c.e[a(k,i)]
    if g==0:d+=1;continue
    if d:e,d=e+r(d),0
    e+=Ba[g]
   f.append(e+(r(d)if d else l))
  return' '.join(('/'.join(f),'wb'[c.d],c.ib(h),R[c.l]if c.l else j,r(c.t),r(c.J)))
 def ib(b,f=True):
  d=l
  for a in 0,1:
   e=[b.Y[a]for a in(2*a,2*a+1)if b.y>>a&1]
   if f:c=l.join(ca[k(a)]for a in sorted(e))
   else:c=l.join('q'if c<b.g[a]else'k'for c in sorted(e,reverse=True))
   d+=c.upper()if a==0 else c
  return d or j
 def R(a,s):
  e=a.e;j=a.d;c=s&127;b=s>>7&127;p=s>>14;d=e[c];m=a.j[j];g=a.hash;l=a.W;a.V.append((s,e[b],a.y,a.l,a.u,a.t,g,l));a.h.append(g);g^=ga^a.u;t=a.y
  if t:
   v=t&a.qa[c]&a.qa[b]
   if v!=t:g^=fa[t]^fa[v];a.y=v
  a.l=0
  if p==3:
   u=c-k(c)
   if b<c:n,q=u+2,u+3
   else:n,q=u+6,u+5
   r=e[b];e[c]=e[b]=0;m.discard(c);m.discard(b);e[n]=d;e[q]=r;m.add(n);m.add(q);a.g[j]=n;g^=h[d<<7|c]^h[d<<7|n]^h[r<<7|b]^h[r<<7|q];l+=i[d<<7|n]-i[d<<7|c]+i[r<<7|q]-i[r<<7|b];a.t+=1
  else:
   w=e[b]
   if w:a.j[j^1].discard(b);g^=h[w<<7|b];l-=i[w<<7|b];a.t=0
   elif d&7==1:a.t=0
   else:a.t+=1
   e[c]=0;m.discard(c);m.add(b);g^=h[d<<7|c];l-=i[d<<7|c]
   if p>=4:d=p-2|d&8
   e[b]=d;g^=h[d<<7|b];l+=i[d<<7|b]
   if d&7==6:a.g[j]=b
   elif p==1:a.l=c+b>>1
   elif p==2:o=b-f[j];g^=h[e[o]<<7|o];l-=i[e[o]<<7|o];e[o]=0;a.j[j^1].discard(o)
  if j==1:a.J+=1
  a.d=j^1;a.u=a.wa(a.l)if a.l else 0;a.hash=g^a.u;a.W=l
 def pop(a):
  h,o,q,r,s,t,u,a.W=a.V.pop();a.h.pop();b=a.e;c=a.d^1;g=a.j[c];d=h&127;e=h>>7&127;n=h>>14
  if n==3:
   i=d-k(d)
   if e<d:j,l=i+2,i+3
   else:j,l=i+6,i+5
   v,w=b[j],b[l];b[j]=b[l]=0;g.discard(j);g.discard(l);b[d]=v;b[e]=w;g.add(d);g.add(e);a.g[c]=d
  else:
   m=b[e]
   if n>=4:m=1|m&8
   b[d]=m;b[e]=o;g.discard(e);g.add(d)
   if o:a.j[c^1].add(e)
   if m&7==6:a.g[c]=d
   elif n==2:p=e-f[c];b[p]=1|(8 if c==0 else 0);a.j[c^1].add(p)
  if c==1:a.J-=1
  a.d=c;a.y=q;a.l=r;a.u=s;a.t=t;a.hash=u;return h
 def kb(a):a.V.append((a.l,a.u,a.hash));a.h.append(a.hash);a.hash^=ga^a.u;a.l=0;a.u=0;a.d^=1
 def nb(a):a.l,a.u,a.hash=a.V.pop();a.h.pop();a.d^=1
 def z(l,c,i):
  b=l.e;e=8 if i==1 else 0;m=2|e
  for n in G:
   if b[c+n]==m:return True
  g=1|e
  if i==0:
   if b[c-9]==g or b[c-11]==g:return True
  elif b[c+9]==g or b[c+11]==g:return True
  j=6|e;k=5|e;h=3|e
  for f in E:
   d=c+f;a=b[d]
   if a==j:return True
   while a==0:d+=f;a=b[d]
   if a==h or a==k:return True
  h=4|e
  for f in D:
   d=c+f;a=b[d]
   if a==j:return True
   while a==0:d+=f;a=b[d]
   if a==h or a==k:return True
  return False
 def Ba(a):return a.z(a.g[a.d],a.d^1)
 def Wa(m):
  d=m.e;i=m.d;e=m.g[i];v=n[i];g=0 if i==1 else 8;p=5|g;j=0;k=None;q={}
  for w,r in(D,4|g),(E,3|g):
   for c in w:
    a=e+c;h=d[a]
    while h==0:a+=c;h=d[a]
    if h==r or h==p:j+=1;k=t(b(e+c,a+c,c))
    elif h in v:
     o=a+c;l=d[o]
     while l==0:o+=c;l=d[o]
     if l==r or l==p:q[a]=c
  x=2|g
  for s in G:
   if d[e+s]==x:j+=1;k={e+s}
  y=1|g;u=f[i]
  for a in e+u-1,e+u+1:
   if d[a]==y:j+=1;k={a}
  return j,k,q
 def G(c):
  d=c.e;e=c.d;l,A,n=c.Wa();k=[];m=c.g[e];p=ha[e]
  if l<2:
   t=[];u=f[e];B,C=Ia[e];D,E=U[e];H=c.l
   for a in c.j[e]:
    q=d[a]&7
    if q==6:continue
    v=l or a in n
    if v:
     if l and a in n:continue
     h=[]
    else:h=k
    i=h.append
    if q==1:
     j=a+u;w=D<=j<=E
     if d[j]==0:
      if w:
       for s in 4,5,6,7:i(a|j<<7|s<<14)
      else:
       i(a|j<<7);x=j+u
       if B<=a<=C and d[x]==0:i(a|x<<7|1<<14)
     for b in j-1,j+1:
      if d[b]in p:
       if w:
        for s in 4,5,6,7:i(a|b<<7|s<<14)
       else:i(a|b<<7)
      elif b==H:t.append(a|b<<7|2<<14)
    elif q==2:
     for I in G:
      b=a+I;g=d[b]
      if g==0 or g in p:i(a|b<<7)
    else:
     for r in o[q]:
      b=a+r;g=d[b]
      while g==0:i(a|b<<7);b+=r;g=d[b]
      if g in p:i(a|b<<7)
    if v and h:
     if a in n:y=n[a];h=[m for m in h if ea.get((m>>7&127)-a)in(y,-y)]
     if l:h=[m for m in h if m>>7&127 in A]
     k.extend(h)
   for z in t:
    c.R(z)
    if not c.z(c.g[e],e^1):k.append(z)
    c.pop()
   if not l and c.y:c.Ga(k)
  J=d[m];d[m]=0;K=e^1
  for r in F:
   b=m+r;g=d[b]
   if(g==0 or g in p)and not c.z(b,K):k.append(m|b<<7)
  d[m]=J;return k
 def ea(h):
  c=h.e;i=h.d;j=ha[i];q=f[i];r,s=U[i];t=h.l;m=[];e=m.append
  for b in h.j[i]:
   g=c[b]&7
   if g==1:
    d=b+q
    if r<=d<=s:
     if c[d]==0:
      for k in 4,5,6,7:e(b|d<<7|k<<14)
     for a in d-1,d+1:
      if c[a]in j:
       for k in 4,5,6,7:e(b|a<<7|k<<14)
     continue
    for a in d-1,d+1:
     if c[a]in j:e(b|a<<7)
     elif a==t:e(b|a<<7|2<<14)
   elif g==2 or g==6:
    for n in o[g]:
     if c[b+n]in j:e(b|b+n<<7)
   else:
    for p in o[g]:
     a=b+p;l=c[a]
     while l==0:a+=p;l=c[a]
     if l in j:e(b|a<<7)
  return m
 def Ja(b):
  c=b.e;g=b.d;i=f[g];n,p=Ia[g];q,r=U[g];j=[];h=j.append
  for a in b.j[g]:
   d=c[a]&7
   if d==1:
    e=a+i
    if c[e]==0 and not q<=e<=r:
     h(a|e<<7)
     if n<=a<=p and c[e+i]==0:h(a|e+i<<7|1<<14)
   elif d==2 or d==6:
    for l in o[d]:
     if c[a+l]==0:h(a|a+l<<7)
   else:
    for m in o[d]:
     k=a+m
     while c[k]==0:h(a|k<<7);k+=m
  if b.y:b.Ga(j)
  return j
 def pb(b,h):
  c=b.e;d,e=h&127,h>>7&127;m=c[d]
  if m not in n[b.d]or c[e]!=0:return False
  a=m&7;i=h>>14;g=e-d
  if a==1:
   j=f[b.d]
   if i==1:return g==2*j and c[d+j]==0
   p,q=U[b.d];return i==0 and g==j and not p<=e<=q
  if i!=0:return False
  if a==2 or a==6:return g in o[a]
  k=ea.get(g)
  if k not in o[a]:return False
  l=d+k
  while l!=e:
   if c[l]!=0:return False
   l+=k
  return True
 def Ma(a):b=a.d^1;return not a.z(a.g[b],a.d)
 def Ga(b,k):
  a=b.e;c=b.d;d=b.g[c];g=c^1
  for h in 2*c,2*c+1:
   if not b.y>>h&1:continue
   l,m,n,e,i=b.Na[h]
   if any(a[b]for b in l):continue
   o,j=a[d],a[e];a[d]=0;f=True
   for p in m:
    if b.z(p,g):f=False;break
   if f:a[e]=0;a[i]=j;f=not b.z(n,g);a[i]=0;a[e]=j
   a[d]=o
   if f:k.append(d|e<<7|3<<14)
 def ma(f,b,chess960=True):
  a,c,d=b&127,b>>7&127,b>>14
  if d==3 and not chess960:c=a-k(a)+(2 if c<a else 6)
  e=R[a]+R[c]
  if d>=4:e+='nbrq'[d-4]
  return e
 def yb(c,a):
  a=a.strip().lower()
  for b in c.G():
   if c.ma(b)==a or b>>14==3 and c.ma(b,chess960=False)==a:return b
 def sb(h,c):
  d=h.d^1;i=8 if d==1 else 0;b=0 if d==0 else 7;f=h.e
  if c in(H,W):m,o=(6,5)if c==H else(2,3);return f[a(m,b)]==6|i and f[a(o,b)]==4|i
  g,e=da.get(c[:2]),da.get(c[2:4]);j=c[4:]
  if g is None or e is None or g==e:return False
  if j not in(l,'n','b','r','q')or f[g]in n[d^1]:return False
  k=f[e]
  if j:return k==2+'nbrq'.index(j)|i and u(e)==7-b
  if k in n[d]:return True
  return k==0 and u(g)==u(e)==b and h.g[d]in(a(2,b),a(6,b))
 def zb(c,a):b=a>>14;return b==2 or b!=3 and c.e[a>>7&127]!=0
 def Xa(a):b=a.h[-a.t:]if a.t else[];return b.count(a.hash)>=2
 def Ya(g):
  e=g.e;a=None
  for b in Ua:
   c=e[b];d=c&7
   if c==0 or d==6:continue
   if d in(1,4,5):return False
   if a is None:a=b;continue
   f=e[a]
   if(f^c)&8 and d==3 and f&7==3 and Ja(b)==Ja(a):continue
   return False
  return True
 def eb(a):return 2*(a.J-1)+a.d
 def Ab(a):
  if not a.G():return gb if a.Ba()else hb
  if a.Xa():return ib
  if a.Ya():return jb
  if a.t>=100:return kb
  if a.eb()>=mb:return lb
class ob:
 def __init__(a,b,c,d=None,e=None):a.Oa=b+c;a.o=d;a.ra=e
 def za(a,b):
  if a.o is not None:return b>=a.o
  if a.ra is not None and a.ra():return True
  return time.perf_counter()>=a.Oa
pb=(1<<17)-1;p=9;qb=12;g=0,100,z,I,500,950,20000
def rb():
 c=[0]*2048
 for d in b(1,7):
  for e in b(8):
   for f in b(8):g=Ca[d-1][Ga(e,f)];c[d<<7|a(e,f)]=g;c[(d|8)<<7|a(e,7-f)]=g
 return c
sb=rb()
def tb():
 c=[None]*16
 for a,d in(2,None),(3,E),(4,D),(5,F):
  for e,b in(0,1),(8,-1):c[a|e]=d,b*Fa[a],b*Fa[a]*Za[a],b*Ya[a]
 return c
ub=tb()
def vb():
 e=[None]*120
 for c in b(8):
  for d in b(8):
   f=[0]*120
   for g in b(Q(c-1,0),B(c+2,8)):
    for h in b(Q(d-1,0),B(d+2,8)):f[a(g,h)]=1
   e[a(c,d)]=f
 return e
def wb(g):
 c=[None]*120
 for h,d in x(g):
  if d is not None:
   e=[0]*120
   for a in b(21,99):
    if d[a]:
     for f in G:
      if 0<=a+f<120:e[a+f]+=1
   c[h]=e
 return c
La=vb();xb=wb(La);Ma=[(-1,0,0)]*(1<<17)
def ia(b):
 e=b.W+T;f=e>>64;j=f&pb;o,g,h=Ma[j]
 if o!=f:g,h=Ab(b);Ma[j]=f,g,h
 k=(e&Ha)-T+g;l=(e>>20)+T;m=(l&Ha)-T+h;c=l>>20&(1<<24)-1;d=c&255
 if d>24:d=24
 n,p=yb(b);k+=n+p+Xa*zb(b);m+=n;i=k*d+m*(24-d);a=i//24 if i>=0 else-(-i//24)
 if c>>8&15>=2:a+=42
 if c>>12&15>=2:a-=42
 if a>0:
  if not c>>16&15 and Na(b,0):a//=8
 elif a<0:
  if not c>>20&15 and Na(b,1):a=-(-a//8)
 return a if b.d==0 else-a
def yb(c):
 e=c.e;n=ub;f=g=0
 for o,p in x(c.j):
  h=c.g[o^1];i=La[h];q=xb[h]
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
def zb(d):
 e=d.e;f,g=d.g;c=0
 for b in F:
  a=f+b
  while not e[a]:c+=1;a+=b
  a=g+b
  while not e[a]:c-=1;a+=b
 return c
def Ab(k):
 f=k.e;h=[0]*10;i=[0]*10;l=[-1]*10;m=[8]*10;o,q,r,s=[],[],[],[]
 for c in k.j[0]:
  n=f[c]
  if n==1:
   o.append(c);a,d=c%10,c//10-2;h[a]+=1
   if d<m[a]:m[a]=d
  elif n==4:r.append(c)
 for c in k.j[1]:
  n=f[c]
  if n==p:
   q.append(c);a,d=c%10,c//10-2;i[a]+=1
   if d>l[a]:l[a]=d
  elif n==qb:s.append(c)
 g=j=0
 for c in o:
  a,d=c%10,c//10-2
  if l[a-1]<=d and l[a]<=d and l[a+1]<=d:g+=Da[d];j+=Ea[d]
  if not h[a-1]and not h[a+1]:g-=14;j-=1
 for c in q:
  a,d=c%10,7-(c//10-2)
  if m[a-1]>=7-d and m[a]>=7-d and m[a+1]>=7-d:g-=Da[d];j-=Ea[d]
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
 if e>80:g-=13*((f[e-9]==p)+(f[e-10]==p)+(f[e-11]==p))+4*((f[e-19]==p)+(f[e-20]==p)+(f[e-21]==p))
 return g,j
def Na(d,e):
 g=d.e;a=[0]*7;b=[0]*7
 for h,i in(e,a),(e^1,b):
  for j in d.j[h]:i[g[j]&7]+=1
 f=a[4]*5+a[5]*9;k=b[4]*5+b[5]*9;c=a[2]+a[3];l=b[2]+b[3]
 if f==0:return c<=1 or c==2 and a[2]==2
 return f==k and c<=l+1
ja=100000;v=ja-1000;ka=ja+1;Bb=256;la=(1<<18)-1;Cb=-1;Db=0,0,0,0,Cb;Eb=75000;ma=150;Oa=0,8,14;Fb=200;Gb=1<<30;na=1<<28;Pa=1<<27,(1<<27)-1;Hb=1<<26;Ib=2,3,4,5
class V(xa):0
class oa:
 def __init__(a,b,c,d,e):a.Pa=b;a.xb=c;a.depth=d;a.o=e
class Jb:
 def __init__(a,c=10):a.sa=c;a.ga=[Db]*(1<<18);a.Z={};a.h={};a.ha=[[0,0]for _ in b(65)];a.o=0;a.aa=0;a.K=None;a.ta=0
 def gb(d,a,e,f=w(),g=63):
  b=[a for a in a.G()if a not in f]
  if not b:return oa(None,0,0,0)
  d.start(e,a.d)
  if c(b)==1:return oa(b[0],ia(a),0,0)
  return d.xa(a,b,g)
 def Bb(b,a,d):
  c=a.G();b.start(d,a.d^1)
  if c:b.xa(a,c,63)
 def start(a,b,d):
  if c(a.Z)>Eb:a.Z.clear()
  for e in a.h:a.h[e]>>=2
  a.K=b;a.o=0;a.aa=a.ya(0);a.ta=d
 def xa(a,d,b,j):
  e,f,c=b[0],0,0;b=a.order(d,b,0,a.fb(d))
  try:
   while c<j and not a.K.za(a.o):
    g,h=a.jb(d,b,c+1);c+=1;e,f=g,h;b.remove(g);b.insert(0,g)
    if abs(h)>v:break
  except V as i:
   if i.args:e,f=i.args
  return oa(e,f,c,a.o)
 def ya(a,b):
  if a.K.o is not None:return a.K.o
  return b+16
 def Ha(a):
  if a.K.za(a.o):raise V()
  a.aa=a.ya(a.o)
 def jb(d,b,g,e):
  a,h=-ka,ka;f=g[0]
  for i,j in x(g):
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
  d.Aa(b,e,a,0,f,0);return f,a
 def na(a,b):return-a.sa if b.d==a.ta else a.sa
 def Za(c,a):
  b=a.t
  if b>=100:return True
  if b<4:return False
  return a.hash in a.h[-b:]
 def H(b,a,d,f,e,h,w):
  b.o+=1
  if b.o>=b.aa:b.Ha()
  if b.Za(a):return b.na(a)
  if h>=64:return ia(a)
  k=a.Ba()
  if k:d+=1
  if d<=0:return b.Ia(a,f,e,h,k)
  x=f;s=a.hash;y,z,o,t,A=b.ga[s&la]
  if A!=s:t=0
  elif y>=d and e-f==1:
   g=Nb(z,h)
   if o==0 or o==1 and g>=e or o==2 and g<=f:return g
  B=e-f==1;i=b.Da(a)if B and not k and abs(e)<v else None
  if i is not None:
   if d<=2 and i-ma*d>=e:return i
   if w and d>=3 and i>=e and Lb(a):
    a.kb()
    try:g=-b.H(a,d-1-2,-e,-e+1,h+1,False)
    finally:a.nb()
    if g>=e:return e
  j=-ka;p=i is not None and d<=2 and i+ma*d<=f
  if p:j=i+ma*d
  C=Oa[d]if i is not None and d<c(Oa)else Bb;D=a.e;E=a.g[a.d];n=m=0
  for l in b.ab(a,h,t,p,k):
   q=not D[l>>7&127]and l>>14<2
   if q and m>C:continue
   a.R(l)
   try:
    if not k and Qa(l,E)and not a.Ma():continue
    if not n:n=l
    if m==0:g=-b.H(a,d-1,-e,-f,h+1,True)
    else:
     u=1 if d>=2 and m>=3 and q and not k else 0;g=-b.H(a,d-1-u,-f-1,-f,h+1,True)
     if g>f and(u or g<e):g=-b.H(a,d-1,-e,-f,h+1,True)
   finally:a.pop()
   m+=1
   if g>j:
    j,n=g,l
    if g>f:
     f=g
     if f>=e:
      if q:b.vb(l,d,h)
      break
  if not m:
   if p:return j if a.G()else b.na(a)
   return-ja+h if k else b.na(a)
  if j>=e:r=1
  elif j>x:r=0
  else:r=2
  b.Aa(a,d,j,r,n,h);return j
 def ab(e,a,f,b,g,h):
  c=not h and b and Kb(a,b,g)
  if c:yield b
  if h:d=a.G()
  elif g:d=a.ea()
  elif b and not c:d=a.ea()+a.Ja()
  else:yield from e.ub(a,f,b);return
  for i in e.order(a,d,f,b):
   if not c or i!=b:yield i
 def ub(d,c,e,b):
  g=d.Ca(c,c.ea(),e,b)
  for f,a in g:
   if f<na:break
   if a!=b:yield a
  h=[a for a in d.ha[e]if a and a!=b and c.pb(a)];yield from h
  for f,a in g:
   if f<na and a!=b:yield a
  for a in d.order(c,c.Ja(),e,b):
   if a!=b and a not in h:yield a
 def Ia(d,a,b,h,o,p=True):
  d.o+=1
  if d.o>=d.aa:d.Ha()
  e=d.Da(a)
  if e>=h:return e
  if e>b:b=e
  k=a.e;l=a.ea()
  if not l:return b
  i=[]
  for c in l:
   f=g[k[c>>7&127]&7];j=c>>14
   if j==2:f=g[1]
   elif j>=4:f+=g[j-2]-g[1]
   if e+f+Fb<b:continue
   m=k[c&127]&7
   if g[m]>f+50 and a.z(c>>7&127,a.d^1):continue
   i.append((f*8-m,c))
  i.sort(reverse=True);q=a.g[a.d]
  for _,c in i:
   a.R(c)
   try:
    if(p or Qa(c,q))and not a.Ma():continue
    n=-d.Ia(a,-h,-b,o+1)
   finally:a.pop()
   if n>b:
    b=n
    if b>=h:break
  return b
 def Da(c,a):
  b=c.Z.get(a.hash)
  if b is None:b=c.Z[a.hash]=ia(a)
  return b
 def fb(c,a):b=c.ga[a.hash&la];return b[3]if b[4]==a.hash else 0
 def Aa(b,c,d,e,f,g,h):a=c.hash;b.ga[a&la]=d,Mb(e,h),f,g,a
 def vb(c,a,d,e):
  b=c.ha[e]
  if b[0]!=a:b[1]=b[0];b[0]=a
  c.h[a]=c.h.get(a,0)+d*d
 def order(a,b,c,d,e):return[a for _,a in a.Ca(b,c,d,e)]
 def Ca(m,j,s,t,u):
  e=j.e;v,w=m.ha[t];n=m.h;d=sb;k=[]
  for a in s:
   if a==u:b=Gb
   else:
    f=e[a>>7&127];c=a>>14
    if c==3:f=0
    elif c==2:f=1
    if f or c>=4:
     o=e[a&127]&7;b=g[f&7]*8+(g[c-2]if c>=4 else 0)-o
     if c<4 and g[o]>g[f&7]+50 and j.z(a>>7&127,j.d^1):b+=Hb
     else:b+=na
    elif a==v:b=Pa[0]
    elif a==w:b=Pa[1]
    elif c==3:h,l=a&127,a>>7&127;i=h-h%10;x,y=(i+3,i+4)if l<h else(i+7,i+6);p,q=e[h]<<7,e[l]<<7;b=n.get(a,0)*8+d[p|x]-d[p|h]+d[q|y]-d[q|l]
    else:r=e[a&127]<<7;b=n.get(a,0)*8+d[r|a>>7&127]-d[r|a&127]
   k.append((b,a))
  k.sort(reverse=True);return k
def Kb(a,b,g):
 c=a.e;f=a.d;d=b>>14;e=b>>7&127
 if c[b&127]not in n[f]or d==3:return False
 if d==2:return e==a.l
 if c[e]in ha[f]:return True
 return c[e]==0 and(not g or d>=4)
def Qa(a,b):c=a&127;return c==b or a>>14==2 or c-b in ea
def Lb(a):
 b=a.e
 for c in a.j[a.d]:
  if b[c]&7 in Ib:return True
 return False
def Mb(a,b):
 if a>v:return a+b
 if a<-v:return a-b
 return a
def Nb(a,b):
 if a>v:return a-b
 if a<-v:return a+b
 return a
class pa(xa):0
class e(wa):0
Ob=X('Init','color');Pb=X('Turn','last_move my_time opp_time fen');Qb=X('Status','status remaining_time')
class Rb:
 def __init__(a,b):a.readline=b;a.B=0
 def oa(a):
  b=a.readline()
  if not b:raise pa(f'input ended after line {a.B}')
  a.B+=1
  if b[-1:]not in('\n',b'\n'):raise pa(f'input ended inside line {a.B}')
  return a.decode(b).rstrip('\r\n')
 def decode(b,a):
  if isinstance(a,r):return a
  try:return a.decode('utf-8')
  except UnicodeDecodeError:raise e(f'input line {b.B}: expected UTF-8 text, got {a!r}')from None
 def fa(a,b,c,d):return e(f'input line {a.B}: {b}: expected {c}, got {d!r}')
 def split(e,a,b,f,g=False):
  d=a.split(None,b-1)if g else a.split()
  if c(d)!=b:raise e.fa(f,f'{b} fields',a)
  return d
 def la(c,a,d):
  b=a[1:]if a[:1]==j else a
  if b.isascii()and b.isdigit():return s(a)
  raise c.fa(d,'an integer',a)
 def ka(d,a,b,e):
  if not a or c(a)>b or' 'in a:raise d.fa(e,f'a word of at most {b} characters',a)
  return a
 def string(d,a,b,e):
  if c(a)>b:raise d.fa(e,f'at most {b} characters',a)
  return a
 def lb(a):b=a.ka(a.oa(),5,'color');return Ob(b)
 def rb(a):b=a.split(a.oa(),4,'lastMove myTime oppTime fen',True);c=a.ka(b[0],5,'lastMove');d=a.la(b[1],'myTime');e=a.la(b[2],'oppTime');f=a.string(b[3],100,'fen');return Pb(c,d,e,f)
 def qb(a):b=a.split(a.oa(),2,'status remainingTime');c=a.ka(b[0],1,'status');d=a.la(b[1],'remainingTime');return Qb(c,d)
qa='white','black'
def Sb(b,c):a=os.environ.get('ARENA_NODES');d=Q(.5,c)/10;e=B(.5,d/30);return ob(b,e,s(a)if a else None)
def Tb(b,a):
 if a>>14==3:return H if a>>7&127>a&127 else W
 return b.ma(a)[:4]
def Ub(a):
 if a>>14>=4:return a&16383|Ra[5]<<14
 return a
class Vb:
 def __init__(a,b):a.h=[];a.Qa=b;a.E=None;a.ia=t();a.ba=None;a.ua=0.;a.va=0
 def pa(a,b,c):a.va=c;a.E=b;a.E.h=list(a.h);a.ia=t();return a.Ea()
 def Ea(a):
  c=a.E;d={a for a in c.G()if 4<=a>>14<7};e=Sb(a.ua,a.va);b=a.Qa.gb(c,e,a.ia|d).Pa
  if b is None:return
  b=Ub(b);a.ia.add(b);a.ba=b;return Tb(c,b)
 def mb(a):
  if a.ba is None:return
  a.E.R(a.ba);a.h=a.E.h+[a.E.hash];a.ba=None
class Wb:
 def __init__(a,b):a.readline=b;a.ca=None
 def __call__(a):b=a.peek();a.ca=None;return b
 def peek(a):
  if a.ca is None:a.ca=a.readline()
  return a.ca
 def hb(a):return c(a.peek().split())==2
class Xb:
 def __init__(a,b,c,d):a.P=b;a.lines=c;a.Q=d;a.da=None;a.F=None;a.ja=True
 def La(a,b):print(f'judge_chess: {b}; waiting for a position',file=C.stderr);a.ja=False;a.F=None
 def Ka(a,b):
  if a.ja:print(f'judge_chess: {b}; ignored',file=C.stderr)
 def cb(a):
  try:
   b=a.P.lb().color
   if b not in qa:raise e(f'input line 1: color: expected white or black, got {b!r}')
   a.da=qa.index(b)
  except e as c:a.La(c)
 def step(a):
  try:
   if a.lines.hb():a.status(a.P.qb())
   else:a.pa(a.P.rb())
  except e as b:a.La(b)
 def status(a,b):
  c=a.P.B
  if b.status not in('A','D'):raise e(f'input line {c}: status: expected A or D, got {b.status!r}')
  if a.F is None:a.Ka(f'input line {c}: a status with no move to judge')
  elif b.status=='A':a.Q.mb();a.F=None
  else:a.Fa(a.Q.Ea())
 def pa(a,b):
  c=a.P.B
  if b==a.F:a.Ka(f'input line {c}: the same position again before its status');return
  a.Q.ua=time.perf_counter();d=a.bb(b,c)
  if a.F is not None:print(f'judge_chess: input line {c}: a new position before the status of the last move; answering it',file=C.stderr)
  a.ja=True;a.F=b;a.Fa(a.Q.pa(d,b.my_time))
 def bb(h,g,a):
  i=g.fen.split()
  if c(i)!=6:raise e(f'input line {a}: fen: expected 6 fields, got {g.fen!r}')
  try:b=nb(g.fen)
  except d as j:raise e(f'input line {a}: fen: {j}')from None
  if h.da is not None and b.d!=h.da:raise e(f'input line {a}: fen: {i[1]} to move, but this bot plays {qa[h.da]}')
  f=g.last_move
  if f=='NONE':
   if b.d!=0 or b.J!=1:raise e(f'input line {a}: lastMove: NONE after move 1')
  elif not((c(f)==4 or f in(H,W))and b.sb(f)):raise e(f'input line {a}: lastMove: {f!r} cannot have led to the position')
  return b
 def Fa(a,b):
  if b is None:print(f'judge_chess: no move left to try in {a.Q.E.fen()}',file=C.stderr);a.F=None;return
  print(b,flush=True)
def Yb(c=Jb):
 a=Wb(C.stdin.buffer.readline);b=Xb(Rb(a),a,Vb(c()))
 try:
  gc.disable();b.cb()
  while True:b.step()
 except pa:return
Yb()
