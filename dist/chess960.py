# chess960: built by arena-bundler from 14 modules; do not edit, rebuild with `python -m bundler build`
# modules: sources sources.chess960 sources.chesscore sources.chesscore.tables sources.chesscore.board sources.chesscore.budget sources.chesscore.weights sources.chesscore.evaluation sources.chesscore.search sources.pipe_input sources.readers sources.readers.chess960 sources.chess960.protocol sources.chess960.__main__
# inputs sha256: 1bc82df1dbd710e7
a=range;pa=b'\x15\x1f)3=GQ[\x16 *4>HR\\\x17!+5?IS]\x18",6@JT^\x19#-7AKU_\x1a$.8BLV`\x1b%/9CMWa\x1c&0:DNXb';m=enumerate;w=frozenset;d=len;V='lastmove';W='castling';X=ValueError;qa='en_passant_file';x=tuple;f='-';ra='black_to_move';sa='piece_square';C=b'\n';n=304;o=str;p=int;y=310;z=936;ta=Exception;h='';D='/';E=330;k=13;F=932;G=934;H=959;I=305;J=328;K=323;L=333;M=set;N=min;from collections import namedtuple as ua;import struct as va;from base64 import b64decode as wa;import gc,os,sys as O,time as P,random as xa,select;Y,Z,aa,ba=10,-10,1,-1;q=Z,Y,ba,aa;r=Z+ba,Y+ba,Z+aa,Y+aa;s=r+q;A=-21,-19,-12,-8,8,12,19,21;ya='.PNBRQK..pnbrqk';Q='abcdefgh'
def b(a,b):return 21+a+10*b
def Ra():return{b(f,r):Q[f]+o(r+1)for f in a(8)for r in a(8)}
def Sa(d):
 b=xa.Random(d);c=[0]*2048
 for e in list(a(1,7))+list(a(9,15)):
  for f in Ra():c[e<<7|f]=b.getrandbits(64)
 return{sa:c,W:[0]+[b.getrandbits(64)for _ in a(15)],qa:[b.getrandbits(64)for _ in a(8)],ra:b.getrandbits(64)}
R=dict(zip(pa,['a1','a2','a3','a4','a5','a6','a7','a8','b1','b2','b3','b4','b5','b6','b7','b8','c1','c2','c3','c4','c5','c6','c7','c8','d1','d2','d3','d4','d5','d6','d7','d8','e1','e2','e3','e4','e5','e6','e7','e8','f1','f2','f3','f4','f5','f6','f7','f8','g1','g2','g3','g4','g5','g6','g7','g8','h1','h2','h3','h4','h5','h6','h7','h8']));ca={b:a for a,b in R.items()};Ta=x(pa);Ua=dict(zip(va.unpack('<56b',wa('9erf1Mm+swkSGyQtNj/37uXc08rBCxYhLDdCTfbs4tjOxLoKFB4oMjxG//79/Pv6+QECAwQFBgc=')),va.unpack('<56b',wa('9fX19fX19QkJCQkJCQn39/f39/f3CwsLCwsLC/b29vb29vYKCgoKCgoK/////////wEBAQEBAQE='))));S=Sa(960);g=S[sa];da=S[W];Va=S[qa];ea=S[ra];Wa='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';B=w(a(1,7)),w(a(9,15));Xa=w('PNBRQKpnbrqk');Ya=w('KQkqABCDEFGHabcdefgh');za=B[1]-{14},B[0]-{6};i=10,-10;Za=(31,38),(81,88);Aa=(91,98),(21,28);ab='checkmate';bb='stalemate';cb='threefold repetition';db='insufficient material';eb='fifty-move rule';fb='move limit';gb=250
def t(a):return a//10-2
def j(a):return a%10-1
def Ba(a):return(j(a)+t(a))%2==0
class c(X):0
def Ca(e,f,g,b):
 if d(e)<=f:return b
 a=e[f]
 if not(a.isascii()and a.isdigit())or p(a)<b:raise c(f'{g} must be a whole number from {b}, got {a!r}')
 return p(a)
class fa:
 def __init__(a,b=Wa):a.Aa(b)
 def Aa(a,h):
  b=h.split()
  if not 2<=d(b)<=6:raise c(f'expected 6 fields, got {d(b)}')
  i,g=b[0],b[1];e=b[2]if d(b)>2 else f;j=b[3]if d(b)>3 else f
  if g not in('w','b'):raise c(f'side to move must be w or b, got {g!r}')
  if e!=f and not M(e)<=Ya:raise c(f'castling must be - or KQkq or rook files, got {e!r}')
  a.o=Ca(b,4,'halfmove clock',0);a.D=Ca(b,5,'fullmove number',1);a.Ba(i);a.d=0 if g=='w'else 1;a.Ca(e);a.en_passant=a.Da(j)
  if a.u(a.g[a.d^1],a.d):raise c('the side to move can capture the king')
  a.P=[];a.h=[];a.hash=a.Ea()
 def Ba(j,r):
  n=r.split(D)
  if d(n)!=8:raise c(f'expected 8 ranks, got {d(n)}')
  o=[16]*120;j.j=[M(),M()];h=[[],[]]
  for s,k in m(n):
   e=7-s;f=0
   for g in k:
    if g in'12345678':
     if f+p(g)>8:raise c(f'rank {e+1} has more than 8 files: {k!r}')
     for _ in a(p(g)):o[b(f,e)]=0;f+=1
     continue
    if g not in Xa:raise c(f'unknown piece {g!r} on rank {e+1}')
    if f==8:raise c(f'rank {e+1} has more than 8 files: {k!r}')
    l=ya.index(g)
    if l&7==1 and e in(0,7):raise c(f'a pawn on rank {e+1}')
    q=b(f,e);o[q]=l;i=1 if l&8 else 0;j.j[i].add(q)
    if l&7==6:h[i].append(q)
    f+=1
   if f!=8:raise c(f'rank {e+1} has {f} files: {k!r}')
  for i,t in(0,'white'),(1,'black'):
   if d(h[i])!=1:raise c(f'{d(h[i])} {t} kings')
  j.e=o;j.g=[h[0][0],h[1][0]]
 def Da(b,e):
  if e==f:return 0
  d=b.d^1;a=ca.get(e)
  if a is None or t(a)!=(2 if d==0 else 5)or b.e[a]!=0 or b.e[a-i[d]]!=0 or b.e[a+i[d]]!=1|(8 if d==1 else 0):raise c(f'no pawn can just have skipped the en-passant square {e!r}')
  return a
 def Ca(c,v):
  c.Q=[0,0,0,0];p=0
  for q in v.replace(f,h):
   d=0 if q.isupper()else 1;g=0 if d==0 else 7;k=j(c.g[d]);l=4|(8 if d==1 else 0);n=q.lower()
   if n=='k':i=[f for f in a(k+1,8)if c.e[b(f,g)]==l];e=i[-1]if i else None
   elif n=='q':i=[f for f in a(k)if c.e[b(f,g)]==l];e=i[0]if i else None
   else:e=Q.index(n)
   if e is None or t(c.g[d])!=g or c.e[b(e,g)]!=l:continue
   r=(1 if e<k else 2)<<2*d;c.Q[r.bit_length()-1]=b(e,g);p|=r
  c.z=p;o=[15]*120
  for s,u in m(c.Q):
   if u:o[u]&=~(1<<s);d=s//2;o[c.g[d]]&=~(3<<2*d)
  c.ga=o;c.wa=[c.Ka(a)for a in a(4)]
 def Ka(g,f):
  b=g.Q[f]
  if not b:return
  c=g.g[f//2];e=b-j(b);d,h=(e+6,e+5)if f&1 else(e+2,e+3);i=c,b,d,h;l=x(a for a in a(N(i),max(i)+1)if a!=c and a!=b);k=1 if d>=c else-1;m=x(a(c+k,d,k))if d!=c else();return l,m,d,b,h
 def Ea(a):
  b=da[a.z]
  for d in 0,1:
   for c in a.j[d]:b^=g[a.e[c]<<7|c]
  if a.d==1:b^=ea
  a.t=a.na(a.en_passant);return b^a.t
 def na(a,b):
  if not b:return 0
  c=b+i[a.d^1];d=1|(8 if a.d==1 else 0);e=a.e
  if e[c-1]==d or e[c+1]==d:return Va[j(b)]
  return 0
 def fen(c,j=True):
  g=[]
  for k in a(7,-1,-1):
   e,d=h,0
   for l in a(8):
    i=c.e[b(l,k)]
    if i==0:d+=1;continue
    if d:e,d=e+o(d),0
    e+=ya[i]
   g.append(e+(o(d)if d else h))
  return' '.join((D.join(g),'wb'[c.d],c.Ra(j),R[c.en_passant]if c.en_passant else f,o(c.o),o(c.D)))
 def Ra(b,g=True):
  d=h
  for a in 0,1:
   e=[b.Q[a]for a in(2*a,2*a+1)if b.z>>a&1]
   if g:c=h.join(Q[j(a)]for a in sorted(e))
   else:c=h.join('q'if c<b.g[a]else'k'for c in sorted(e,reverse=True))
   d+=c.upper()if a==0 else c
  return d or f
 def K(a,n):
  c=a.e;h=a.d;d=n&127;b=n>>7&127;l=n>>14;e=c[d];k=a.j[h];f=a.hash;a.P.append((n,c[b],a.z,a.en_passant,a.t,a.o,f));a.h.append(f);f^=ea^a.t;o=a.z
  if o:
   s=o&a.ga[d]&a.ga[b]
   if s!=o:f^=da[o]^da[s];a.z=s
  a.en_passant=0
  if l==3:
   p=d-j(d)
   if b<d:m,q=p+2,p+3
   else:m,q=p+6,p+5
   t=c[b];c[d]=c[b]=0;k.discard(d);k.discard(b);c[m]=e;c[q]=t;k.add(m);k.add(q);a.g[h]=m;f^=g[e<<7|d]^g[e<<7|m]^g[t<<7|b]^g[t<<7|q];a.o+=1
  else:
   u=c[b]
   if u:a.j[h^1].discard(b);f^=g[u<<7|b];a.o=0
   elif e&7==1:a.o=0
   else:a.o+=1
   c[d]=0;k.discard(d);k.add(b);f^=g[e<<7|d]
   if l>=4:e=l-2|e&8
   c[b]=e;f^=g[e<<7|b]
   if e&7==6:a.g[h]=b
   elif l==1:a.en_passant=d+b>>1
   elif l==2:r=b-i[h];f^=g[c[r]<<7|r];c[r]=0;a.j[h^1].discard(r)
  if h==1:a.D+=1
  a.d=h^1;a.t=a.na(a.en_passant)if a.en_passant else 0;a.hash=f^a.t
 def pop(a):
  g,o,q,r,s,t,u=a.P.pop();a.h.pop();b=a.e;c=a.d^1;f=a.j[c];d=g&127;e=g>>7&127;n=g>>14
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
  if c==1:a.D-=1
  a.d=c;a.z=q;a.en_passant=r;a.t=s;a.o=t;a.hash=u;return g
 def Ua(a):a.P.append((a.en_passant,a.t,a.hash));a.h.append(a.hash);a.hash^=ea^a.t;a.en_passant=0;a.t=0;a.d^=1
 def Xa(a):a.en_passant,a.t,a.hash=a.P.pop();a.h.pop();a.d^=1
 def u(l,c,i):
  b=l.e;e=8 if i==1 else 0;m=2|e
  for n in A:
   if b[c+n]==m:return True
  g=1|e
  if i==0:
   if b[c-9]==g or b[c-11]==g:return True
  elif b[c+9]==g or b[c+11]==g:return True
  j=6|e;k=5|e;h=3|e
  for f in r:
   d=c+f;a=b[d]
   if a==j:return True
   while a==0:d+=f;a=b[d]
   if a==h or a==k:return True
  h=4|e
  for f in q:
   d=c+f;a=b[d]
   if a==j:return True
   while a==0:d+=f;a=b[d]
   if a==h or a==k:return True
  return False
 def ta(a):return a.u(a.g[a.d],a.d^1)
 def Fa(m):
  d=m.e;h=m.d;e=m.g[h];v=B[h];f=0 if h==1 else 8;o=5|f;j=0;k=None;p={}
  for w,s in(q,4|f),(r,3|f):
   for c in w:
    b=e+c;g=d[b]
    while g==0:b+=c;g=d[b]
    if g==s or g==o:j+=1;k=M(a(e+c,b+c,c))
    elif g in v:
     n=b+c;l=d[n]
     while l==0:n+=c;l=d[n]
     if l==s or l==o:p[b]=c
  x=2|f
  for t in A:
   if d[e+t]==x:j+=1;k={e+t}
  y=1|f;u=i[h]
  for b in e+u-1,e+u+1:
   if d[b]==y:j+=1;k={b}
  return j,k,p
 def H(a):return a.oa(False)
 def Na(a):return a.oa(True)
 def oa(c,l):
  d=c.e;e=c.d;m,E,p=c.Fa();k=[];n=c.g[e];t=za[e]
  if m<2:
   w=[];x=i[e];F,G=Za[e];H,I=Aa[e];J=c.en_passant
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
       h(a|j<<7);B=j+x
       if F<=a<=G and d[B]==0:h(a|B<<7|1<<14)
     for b in j-1,j+1:
      if d[b]in t:
       if z:
        for v in 4,5,6,7:h(a|b<<7|v<<14)
       else:h(a|b<<7)
      elif b==J:w.append(a|b<<7|2<<14)
    elif o==2:
     for K in A:
      b=a+K;f=d[b]
      if f in t or f==0 and not l:h(a|b<<7)
    else:
     L=q if o==4 else r if o==3 else s
     for u in L:
      b=a+u;f=d[b]
      while f==0:
       if not l:h(a|b<<7)
       b+=u;f=d[b]
      if f in t:h(a|b<<7)
    if y and g:
     if a in p:C=p[a];g=[m for m in g if Ua.get((m>>7&127)-a)in(C,-C)]
     if m:g=[m for m in g if m>>7&127 in E]
     k.extend(g)
   for D in w:
    c.K(D)
    if not c.u(c.g[e],e^1):k.append(D)
    c.pop()
   if not m and c.z and not l:c.Sa(k)
  M=d[n];d[n]=0;N=e^1
  for u in s:
   b=n+u;f=d[b]
   if(f in t or f==0 and not l)and not c.u(b,N):k.append(n|b<<7)
  d[n]=M;return k
 def Ja(g):
  c=g.e;h=g.d;j=za[h];p=i[h];t,u=Aa[h];v=g.en_passant;m=[];e=m.append
  for b in g.j[h]:
   f=c[b]&7
   if f==1:
    d=b+p
    if t<=d<=u:
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
    for n in A if f==2 else s:
     if c[b+n]in j:e(b|b+n<<7)
   else:
    w=q if f==4 else r if f==3 else s
    for o in w:
     a=b+o;l=c[a]
     while l==0:a+=o;l=c[a]
     if l in j:e(b|a<<7)
  return m
 def Ya(a):b=a.d^1;return not a.u(a.g[b],a.d)
 def Sa(b,k):
  a=b.e;c=b.d;d=b.g[c];g=c^1
  for h in 2*c,2*c+1:
   if not b.z>>h&1:continue
   l,m,n,e,i=b.wa[h]
   if any(a[b]for b in l):continue
   o,j=a[d],a[e];a[d]=0;f=True
   for p in m:
    if b.u(p,g):f=False;break
   if f:a[e]=0;a[i]=j;f=not b.u(n,g);a[i]=0;a[e]=j
   a[d]=o
   if f:k.append(d|e<<7|3<<14)
 def da(f,b,chess960=True):
  a,c,d=b&127,b>>7&127,b>>14
  if d==3 and not chess960:c=a-j(a)+(2 if c<a else 6)
  e=R[a]+R[c]
  if d>=4:e+='nbrq'[d-4]
  return e
 def bb(c,a):
  a=a.strip().lower()
  for b in c.H():
   if c.da(b)==a or b>>14==3 and c.da(b,chess960=False)==a:return b
 def Oa(i,c):
  d=i.d^1;j=8 if d==1 else 0;a=0 if d==0 else 7;f=i.e
  if c in('O-O','O-O-O'):m,n=(6,5)if c=='O-O'else(2,3);return f[b(m,a)]==6|j and f[b(n,a)]==4|j
  g,e=ca.get(c[:2]),ca.get(c[2:4]);k=c[4:]
  if g is None or e is None or g==e:return False
  if k not in(h,'n','b','r','q')or f[g]in B[d^1]:return False
  l=f[e]
  if k:return l==2+'nbrq'.index(k)|j and t(e)==7-a
  if l in B[d]:return True
  return l==0 and t(g)==t(e)==a and i.g[d]in(b(2,a),b(6,a))
 def cb(c,a):b=a>>14;return b==2 or b!=3 and c.e[a>>7&127]!=0
 def Ga(a):b=a.h[-a.o:]if a.o else[];return b.count(a.hash)>=2
 def Ha(g):
  e=g.e;a=None
  for b in Ta:
   c=e[b];d=c&7
   if c==0 or d==6:continue
   if d in(1,4,5):return False
   if a is None:a=b;continue
   f=e[a]
   if(f^c)&8 and d==3 and f&7==3 and Ba(b)==Ba(a):continue
   return False
  return True
 def La(a):return 2*(a.D-1)+a.d
 def db(a):
  if not a.H():return ab if a.ta()else bb
  if a.Ga():return cb
  if a.Ha():return db
  if a.o>=100:return eb
  if a.La()>=gb:return fb
def Da(b):c=h.join(Q[f]for f in a(8)if b[f]=='R');d=c.upper()+c;return f'{b.lower()}/pppppppp/8/8/8/8/PPPPPPPP/{b} w {d} - 0 1'
class ga:
 def __init__(a,b,c,d=None,e=None):a.xa=b+c;a.l=d;a.ha=e
 def ra(a,b):
  if a.l is not None:return b>=a.l
  if a.ha is not None and a.ha():return True
  return P.perf_counter()>=a.xa
Ea=x(b'ZZZZMXOBP_WXNXgpdj\x80\x8ap|\x84zrxqqvvvv'),(280,295,307,302,286,298,311,319,292,314,J,339,309,324,344,350,E,J,350,340,312,339,349,355,296,y,L,322,299,297,291,303),(338,339,K,329,342,348,338,J,321,344,L,336,331,325,E,337,326,327,335,356,L,346,342,348,L,332,340,326,K,320,K,K),(477,473,488,492,471,456,472,473,463,464,457,468,472,471,461,469,470,480,467,480,488,486,489,495,495,500,494,513,484,479,481,491),(964,969,957,967,953,957,966,961,947,H,952,952,H,957,948,953,966,955,938,956,965,960,969,966,958,958,H,951,962,958,960,961),(2,10,-18,-27,-20,-20,-40,-68,-50,-51,-52,-61,-73,-72,-90,-91,-76,-75,-88,-89,-75,-76,-91,-89,-75,-74,-90,-90,-75,-75,-90,-90);hb=x(b'xxxx}v\x85\x8difotqphdv\x82wd\x95\x9c\x98\x83\xbf\xbf\xb4\xb4xxxx'),(263,265,273,270,276,280,279,I,271,296,308,315,272,288,y,325,276,298,307,315,273,287,n,294,270,281,288,285,270,268,268,274),(299,302,I,308,n,y,316,n,I,321,E,322,308,306,J,313,301,y,I,326,306,n,315,316,n,302,307,309,300,297,n,300),(517,518,520,521,526,516,529,511,522,537,520,523,530,524,537,525,527,531,529,531,526,529,535,535,536,542,538,541,536,530,538,538),(931,933,F,925,931,z,F,z,F,G,947,948,G,941,944,954,z,941,942,H,935,939,950,950,F,940,942,z,G,G,937,z),(-31,-38,-29,-37,-28,-k,-7,1,-22,-8,k,15,-19,-1,12,26,-18,-1,12,22,-21,-14,6,9,-23,-7,-8,-11,-27,-21,-23,-22);Fa=0,5,-k,2,k,37,63,0;Ga=0,-k,0,19,11,44,103,0;ib=-3;jb=0,0,25,k,9,20,0;Ha=0,0,0,5,5,3,0;kb=0,0,0,6,7,k,0;lb=0,0,1,1,2,4,0;l=9;mb=12;e=0,100,y,E,500,950,20000
def Ia(a,b):return b*4+N(a,7-a)
T=1<<19;Ja=(1<<20)-1;nb=(1<<17)-1
def ob():
 i=[0]*2048;o=xa.Random(64);j={}
 for c in a(1,7):
  for k in a(8):
   for f in a(8):
    l=Ia(k,f);p=Ea[c-1][l];q=hb[c-1][l];r=lb[c]<<0
    for d in 0,1:
     if c==3:g=(8,12)[d]
     elif c==1:g=(16,20)[d]
     else:g=None
     s=r+(1<<g if g is not None else 0);m=1 if d==0 else-1;n=b(k,f if d==0 else 7-f);e=c|(8 if d==1 else 0);i[e<<7|n]=m*p+(m*q<<20)+(s<<40);h=pb(c,k,f)
     if h is not None:
      if(e,h)not in j:j[e,h]=o.getrandbits(48)
      i[e<<7|n]+=j[e,h]<<64
 return i
def pb(a,b,c):
 if a==1:return b,c
 if a==4:return b
 if a==6:return(b,c)if c<2 else'away'
qb=ob()
def rb():
 c=[0]*2048
 for d in a(1,7):
  for e in a(8):
   for f in a(8):g=Ea[d-1][Ia(e,f)];c[d<<7|b(e,f)]=g;c[(d|8)<<7|b(e,7-f)]=g
 return c
sb=rb();tb={a|d:(c,b*Ha[a],b*Ha[a]*kb[a],b*jb[a])for a,c in((2,None),(3,r),(4,q),(5,s))for d,b in((0,1),(8,-1))}
def ub():
 e=[None]*120
 for c in a(8):
  for d in a(8):
   f=[0]*120
   for g in a(max(c-1,0),N(c+2,8)):
    for h in a(max(d-1,0),N(d+2,8)):f[b(g,h)]=1
   e[b(c,d)]=f
 return e
vb=ub();Ka=[(-1,0,0)]*(1<<17)
def ha(b):
 j=b.e;k=qb;q,r=b.j;s=sum([k[j[a]<<7|a]for a in q])+sum([k[j[a]<<7|a]for a in r]);e=s+T;f=e>>64;l=f&nb;t,g,h=Ka[l]
 if t!=f:g,h=yb(b);Ka[l]=f,g,h
 m=(e&Ja)-T+g;n=(e>>20)+T;o=(n&Ja)-T+h;c=n>>20&(1<<24)-1;d=c&255
 if d>24:d=24
 p,u=wb(b);m+=p+u+ib*xb(b);o+=p;i=m*d+o*(24-d);a=i//24 if i>=0 else-(-i//24)
 if c>>8&15>=2:a+=42
 if c>>12&15>=2:a-=42
 if a>0:
  if not c>>16&15 and La(b,0):a//=8
 elif a<0:
  if not c>>20&15 and La(b,1):a=-(-a//8)
 return a if b.d==0 else-a
def wb(c):
 f=c.e;n=tb;g=h=0
 for o,p in m(c.j):
  d=vb[c.g[o^1]]
  for e in p:
   i=n.get(f[e])
   if i is not None:
    j,q,r,s=i;a=0
    if j is None:
     for t in A:a+=d[e+t]
    else:
     k=0
     for l in j:
      b=e+l
      while not f[b]:k+=1;a+=d[b];b+=l
      a+=d[b]
     g+=q*k-r
    h+=s*a
 return g,h
def xb(d):
 e=d.e;f,g=d.g;c=0
 for b in s:
  a=f+b
  while not e[a]:c+=1;a+=b
  a=g+b
  while not e[a]:c-=1;a+=b
 return c
def yb(k):
 f=k.e;h=[0]*10;i=[0]*10;m=[-1]*10;n=[8]*10;p,q,r,s=[],[],[],[]
 for c in k.j[0]:
  o=f[c]
  if o==1:
   p.append(c);b,d=c%10,c//10-2;h[b]+=1
   if d<n[b]:n[b]=d
  elif o==4:r.append(c)
 for c in k.j[1]:
  o=f[c]
  if o==l:
   q.append(c);b,d=c%10,c//10-2;i[b]+=1
   if d>m[b]:m[b]=d
  elif o==mb:s.append(c)
 g=j=0
 for c in p:
  b,d=c%10,c//10-2
  if m[b-1]<=d and m[b]<=d and m[b+1]<=d:g+=Fa[d];j+=Ga[d]
  if not h[b-1]and not h[b+1]:g-=14;j-=1
 for c in q:
  b,d=c%10,7-(c//10-2)
  if n[b-1]>=7-d and n[b]>=7-d and n[b+1]>=7-d:g-=Fa[d];j-=Ga[d]
  if not i[b-1]and not i[b+1]:g+=14;j+=1
 for b in a(1,9):
  if h[b]>1:g-=25*(h[b]-1);j-=26*(h[b]-1)
  if i[b]>1:g+=25*(i[b]-1);j+=26*(i[b]-1)
 for c in r:
  b=c%10
  if not h[b]:g+=25 if not i[b]else 16
 for c in s:
  b=c%10
  if not i[b]:g-=25 if not h[b]else 16
 e=k.g[0]
 if e<41:g+=13*((f[e+9]==1)+(f[e+10]==1)+(f[e+11]==1))+4*((f[e+19]==1)+(f[e+20]==1)+(f[e+21]==1))
 e=k.g[1]
 if e>80:g-=13*((f[e-9]==l)+(f[e-10]==l)+(f[e-11]==l))+4*((f[e-19]==l)+(f[e-20]==l)+(f[e-21]==l))
 return g,j
def La(d,e):
 g=d.e;a=[0]*7;b=[0]*7
 for h,i in(e,a),(e^1,b):
  for j in d.j[h]:i[g[j]&7]+=1
 f=a[4]*5+a[5]*9;k=b[4]*5+b[5]*9;c=a[2]+a[3];l=b[2]+b[3]
 if f==0:return c<=1 or c==2 and a[2]==2
 return f==k and c<=l+1
ia=100000;u=ia-1000;ja=ia+1;ka=(1<<18)-1;zb=-1;Ab=0,0,0,0,zb;Bb=75000;la=150;Ma=0,8,14;Cb=200;Db=1<<30;Eb=1<<28;Na=1<<27,(1<<27)-1;Fb=1<<26;Gb=2,3,4,5
class U(ta):0
class ma:
 def __init__(a,b,c,d,e):a.ba=b;a.score=c;a.depth=d;a.l=e
class Oa:
 def __init__(b,c=10):b.ia=c;b.ca=[Ab]*(1<<18);b.V={};b.h={};b.ja=[[0,0]for _ in a(65)];b.l=0;b.W=0;b.J=None;b.ka=0
 def la(c,a,e,f=w(),g=63):
  b=[a for a in a.H()if a not in f]
  if not b:return ma(None,0,0,0)
  c.start(e,a.d)
  if d(b)==1:return ma(b[0],ha(a),0,0)
  return c.pa(a,b,g)
 def fa(b,a,d):
  c=a.H();b.start(d,a.d^1)
  if c:b.pa(a,c,63)
 def start(a,b,c):
  if d(a.V)>Bb:a.V.clear()
  for e in a.h:a.h[e]>>=2
  a.J=b;a.l=0;a.W=a.qa(0);a.ka=c
 def pa(a,d,b,j):
  e,f,c=b[0],0,0;b=a.order(d,b,0,a.Ma(d))
  try:
   while c<j and not a.J.ra(a.l):
    g,h=a.Ta(d,b,c+1);c+=1;e,f=g,h;b.remove(g);b.insert(0,g)
    if abs(h)>u:break
  except U as i:
   if i.args:e,f=i.args
  return ma(e,f,c,a.l)
 def qa(a,b):
  if a.J.l is not None:return a.J.l
  return b+16
 def poll(a):
  if a.J.ra(a.l):raise U()
  a.W=a.qa(a.l)
 def Ta(d,b,g,e):
  a,h=-ja,ja;f=g[0]
  for i,j in m(g):
   b.K(j)
   try:
    if i==0:c=-d.F(b,e-1,-h,-a,1,True)
    else:
     c=-d.F(b,e-1,-a-1,-a,1,True)
     if c>a:c=-d.F(b,e-1,-h,-a,1,True)
   except U:
    if i>0:raise U(f,a)
    raise
   finally:b.pop()
   if c>a:a,f=c,j
  d.sa(b,e,a,0,f,0);return f,a
 def ea(a,b):return-a.ia if b.d==a.ka else a.ia
 def Ia(c,a):
  b=a.o
  if b>=100:return True
  if b<4:return False
  return a.hash in a.h[-b:]
 def F(b,a,c,f,e,h,x):
  b.l+=1
  if b.l>=b.W:b.poll()
  if b.Ia(a):return b.ea(a)
  if h>=64:return ha(a)
  n=a.ta()
  if n:c+=1
  if c<=0:return b.va(a,f,e,h)
  y=f;s=a.hash;z,A,o,t,B=b.ca[s&ka]
  if B!=s:t=0
  elif z>=c and e-f==1:
   g=Jb(A,h)
   if o==0 or o==1 and g>=e or o==2 and g<=f:return g
  C=e-f==1;i=b.ua(a)if C and not n and abs(e)<u else None
  if i is not None:
   if c<=2 and i-la*c>=e:return i
   if x and c>=3 and i>=e and Hb(a):
    a.Ua()
    try:g=-b.F(a,c-1-2,-e,-e+1,h+1,False)
    finally:a.Xa()
    if g>=e:return e
  j=-ja
  if i is not None and c<=2 and i+la*c<=f:
   j=i+la*c;k=a.Na()
   if not k:return j if a.H()else b.ea(a)
  else:
   k=a.H()
   if not k:return-ia+h if n else b.ea(a)
  k=b.order(a,k,h,t);v=k[0];D=a.e;E=Ma[c]if i is not None and c<d(Ma)else d(k)
  for p,l in m(k):
   q=not D[l>>7&127]and l>>14<2
   if q and p>E:continue
   a.K(l)
   try:
    if p==0:g=-b.F(a,c-1,-e,-f,h+1,True)
    else:
     w=1 if c>=2 and p>=3 and q and not n else 0;g=-b.F(a,c-1-w,-f-1,-f,h+1,True)
     if g>f and(w or g<e):g=-b.F(a,c-1,-e,-f,h+1,True)
   finally:a.pop()
   if g>j:
    j,v=g,l
    if g>f:
     f=g
     if f>=e:
      if q:b.Za(l,c,h)
      break
  if j>=e:r=1
  elif j>y:r=0
  else:r=2
  b.sa(a,c,j,r,v,h);return j
 def va(d,a,b,h,o):
  d.l+=1
  if d.l>=d.W:d.poll()
  f=d.ua(a)
  if f>=h:return f
  if f>b:b=f
  k=a.e;l=a.Ja()
  if not l:return b
  i=[]
  for c in l:
   g=e[k[c>>7&127]&7];j=c>>14
   if j==2:g=e[1]
   elif j>=4:g+=e[j-2]-e[1]
   if f+g+Cb<b:continue
   m=k[c&127]&7
   if e[m]>g+50 and a.u(c>>7&127,a.d^1):continue
   i.append((g*8-m,c))
  i.sort(reverse=True)
  for _,c in i:
   a.K(c)
   try:
    if not a.Ya():continue
    n=-d.va(a,-h,-b,o+1)
   finally:a.pop()
   if n>b:
    b=n
    if b>=h:break
  return b
 def ua(c,a):
  b=c.V.get(a.hash)
  if b is None:b=c.V[a.hash]=ha(a)
  return b
 def Ma(c,a):b=c.ca[a.hash&ka];return b[3]if b[4]==a.hash else 0
 def sa(b,c,d,e,f,g,h):a=c.hash;b.ca[a&ka]=d,Ib(e,h),f,g,a
 def Za(c,a,d,e):
  b=c.ja[e]
  if b[0]!=a:b[1]=b[0];b[0]=a
  c.h[a]=c.h.get(a,0)+d*d
 def order(m,j,s,t,u):
  f=j.e;v,w=m.ja[t];n=m.h;d=sb;k=[]
  for a in s:
   if a==u:b=Db
   else:
    g=f[a>>7&127];c=a>>14
    if c==3:g=0
    elif c==2:g=1
    if g or c>=4:
     o=f[a&127]&7;b=e[g&7]*8+(e[c-2]if c>=4 else 0)-o
     if c<4 and e[o]>e[g&7]+50 and j.u(a>>7&127,j.d^1):b+=Fb
     else:b+=Eb
    elif a==v:b=Na[0]
    elif a==w:b=Na[1]
    elif c==3:h,l=a&127,a>>7&127;i=h-h%10;x,y=(i+3,i+4)if l<h else(i+7,i+6);p,q=f[h]<<7,f[l]<<7;b=n.get(a,0)*8+d[p|x]-d[p|h]+d[q|y]-d[q|l]
    else:r=f[a&127]<<7;b=n.get(a,0)*8+d[r|a>>7&127]-d[r|a&127]
   k.append((b,a))
  k.sort(reverse=True);return[a for _,a in k]
def Hb(a):
 b=a.e
 for c in a.j[a.d]:
  if b[c]&7 in Gb:return True
 return False
def Ib(a,b):
 if a>u:return a+b
 if a<-u:return a-b
 return a
def Jb(a,b):
 if a>u:return a-b
 if a<-u:return a+b
 return a
Kb=1<<16
class Lb:
 def __init__(a,b):a.fd=b;a.buffer=b''
 def readline(a):
  while C not in a.buffer:
   c=os.read(a.fd,Kb)
   if not c:b,a.buffer=a.buffer,b'';return b
   a.buffer+=c
  b,_,a.buffer=a.buffer.partition(C);return b+C
 def Wa(a):return bool(a.buffer)or bool(select.select([a.fd],[],[],0)[0])
def Mb(a):
 if a is not None:return
 try:return Lb(O.stdin.fileno())
 except(AttributeError,X,OSError):return
class na(ta):0
class v(X):0
Nb=ua('Init','constants_count constant_names constant_values');Ob=ua('Turn','board color castling en_passant half_move_clock full_move moves_count moves last_move draw_offered game_number my_score opp_score')
class Pb:
 def __init__(a,b):a.readline=b;a.G=0
 def y(a):
  b=a.readline()
  if not b:raise na(f'input ended after line {a.G}')
  a.G+=1
  if b[-1:]not in('\n',C):raise na(f'input ended inside line {a.G}')
  return a.decode(b).rstrip('\r\n')
 def decode(b,a):
  if isinstance(a,o):return a
  try:return a.decode('utf-8')
  except UnicodeDecodeError:raise v(f'input line {b.G}: expected UTF-8 text, got {a!r}')from None
 def aa(a,b,c,d):return v(f'input line {a.G}: {b}: expected {c}, got {d!r}')
 def split(e,a,b,f):
  c=a.split()
  if d(c)!=b:raise e.aa(f,f'{b} fields',a)
  return c
 def B(c,a,d):
  b=a[1:]if a[:1]==f else a
  if b.isascii()and b.isdigit():return p(a)
  raise c.aa(d,'an integer',a)
 def ab(b,a,c):
  if a in('0','1'):return a=='1'
  raise b.aa(c,'0 or 1',a)
 def E(c,a,b,e):
  if not a or d(a)>b or' 'in a:raise c.aa(e,f'a word of at most {b} characters',a)
  return a
 def ya(b):
  c=b.B(b.y(),'constantsCount');d=[];e=[]
  for _ in a(c):f=b.split(b.y(),2,'constantNames constantValues');d.append(b.E(f[0],32,'constantNames'));e.append(b.B(f[1],'constantValues'))
  return Nb(c,d,e)
 def Qa(b,r):
  f=g=h=i=j=k=e=l=m=n=o=p=q=None
  for d in r:
   if d=='fen':c=b.split(b.y(),6,'board color castling enPassant halfMoveClock fullMove');f=b.E(c[0],71,'board');g=b.E(c[1],1,'color');h=b.E(c[2],4,W);i=b.E(c[3],2,'enPassant');j=b.B(c[4],'halfMoveClock');k=b.B(c[5],'fullMove')
   elif d=='moves':e=b.B(b.y(),'movesCount');l=[b.E(b.y(),5,'moves')for _ in a(e)]
   elif d==V:m=b.E(b.y(),5,'lastMove')
   elif d=='draw':n=b.ab(b.y(),'drawOffered')
   elif d=='game':o=b.B(b.y(),'gameNumber')
   elif d=='score':c=b.split(b.y(),2,'myScore oppScore');p=b.B(c[0],'myScore');q=b.B(c[1],'oppScore')
  return Ob(f,g,h,i,j,k,e,l,m,n,o,p,q)
Pa='lastmove draw game fen';Qa=Pa.split();Qb=.027;Rb=-150
def Sb(g):
 h=P.perf_counter();b=g.ya();c=b.constant_names
 for d,(a,e)in m(zip(c,b.constant_values)):
  f=f'input line {d+2}: constantNames'
  if a in c[:d]:raise v(f'{f}: {a!r} given twice')
  if a=='crazyHouse'and e!=0:raise v(f'{f}: crazyHouse {e}: this bot plays no crazyhouse')
 Oa().la(fa(Da('RNBQKBNR')),ga(h,.3,oa()));print(Pa,flush=True)
def oa():a=os.environ.get('ARENA_NODES');return p(a)if a else None
def Tb(a):return ga(a,Qb,oa())
def Ub(a,h):
 def e(a,b):return v(f'input line {h+Qa.index(a)}: {b}')
 f=f'{a.board} {a.color} {a.castling} {a.en_passant} {a.half_move_clock} {a.full_move}'
 try:b=fa(f)
 except c as i:raise e('fen',f'fen: {i}')from None
 if a.game_number not in(1,2):raise e('game',f'gameNumber: expected 1 or 2, got {a.game_number}')
 if b.d==1 and b.D==1:
  g,j=a.board.split(D)[:2]
  if not(g.isalpha()and d(g)==8)or j!='pppppppp':raise e('fen',f'fen: move 1 with Black to move, but Black has moved: {f!r}')
 if a.last_move=='none':
  if b.d!=0 or b.D!=1:raise e(V,"lastMove: 'none' after the game's first move")
 elif not b.Oa(a.last_move):raise e(V,f'lastMove: {a.last_move!r} cannot have led to {f!r}')
 return b
class Vb:
 def __init__(a,c,b,d):
  a.number=c;a.h=[];a.ma=d;a.Y=None
  if b.d==1 and b.D==1:e=b.fen().split(D)[0];a.h.append(fa(Da(e.upper())).hash)
 def Va(b,a,f,g):
  a.h=list(b.h);c=b.ma.la(a,Tb(g))
  if c.ba is None:print(f'no legal move in {a.fen()}',file=O.stderr);return'resign'
  d=c.score<=Rb
  if f and d:return'draw'
  e=a.da(c.ba);a.K(c.ba);b.h=a.h+[a.hash];b.Y=a;return e+'='if d else e
 def fa(a,b):
  if a.Y is not None:c=ga(P.perf_counter(),1.,None,b);a.ma.fa(a.Y,c);a.Y=None
class Wb:
 def __init__(a,b):a.za=b;a.Z=None
 def readline(a):
  b=a.za()
  if a.Z is None:a.Z=P.perf_counter()
  return b
 def Pa(a):a.Z=None
def Xb(g=Oa,h=True):
 c=Mb(oa())if h else None;d=Wb(c.readline if c else O.stdin.buffer.readline);e=Pb(d.readline)
 try:
  gc.disable();Sb(e);a=None
  while True:
   i=e.G+1;d.Pa();b=e.Qa(Qa);j=d.Z;f=Ub(b,i)
   if a is None or b.game_number!=a.number or b.last_move=='none':a=Vb(b.game_number,f,g())
   print(a.Va(f,b.draw_offered,j),flush=True)
   if c is not None:a.fa(c.Wa)
 except na:return
 except v as k:print(f'chess960: bad input, stopping: {k}',file=O.stderr)
Xb()
