# chess960: built by arena-bundler from 15 modules; do not edit, rebuild with `python -m bundler build`
# modules: sources sources.chess960 sources.chesscore sources.chesscore.tables sources.chesscore.weights sources.chesscore.placement sources.chesscore.board sources.chesscore.budget sources.chesscore.evaluation sources.chesscore.search sources.pipe_input sources.readers sources.readers.chess960 sources.chess960.protocol sources.chess960.__main__
# inputs sha256: 9de7c3de98175f45
a=range;za=b'\x15\x1f)3=GQ[\x16 *4>HR\\\x17!+5?IS]\x18",6@JT^\x19#-7AKU_\x1a$.8BLV`\x1b%/9CMWa\x1c&0:DNXb';p=enumerate;w=frozenset;g=tuple;e=len;Z='lastmove';aa='castling';ba=ValueError;Aa='en_passant_file';j='-';Ba='black_to_move';Ca='piece_square';C=b'\n';q=304;r=str;s=int;x=310;y=936;Da=Exception;k='';D='/';E=330;m=13;F=932;G=934;H=959;I=305;J=328;K=323;L=333;M=min;N=set;from collections import namedtuple as Ea;import struct as Fa;from base64 import b64decode as Ga;import gc,os,sys as O,time as P,random as Ha,select;ca,da,ea,fa=10,-10,1,-1;Q=da,ca,fa,ea;R=da+fa,ca+fa,da+ea,ca+ea;z=R+Q;A=-21,-19,-12,-8,8,12,19,21;Ia='.PNBRQK..pnbrqk';S='abcdefgh'
def b(a,b):return 21+a+10*b
def eb():return{b(f,c):S[f]+r(c+1)for f in a(8)for c in a(8)}
def T(a):return 21<=a<=98 and 1<=a%10<=8
def ga(i):
 d=[None]*120
 for e in filter(T,a(120)):
  f=[]
  for h in i:
   b=[];c=e+h
   while T(c):b.append(c);c+=h
   if b:f.append(g(b))
  d[e]=g(f)
 return d
def fb():
 c=[None]*120
 for b in filter(T,a(120)):c[b]=g(b+a for a in A if T(b+a))
 return c
def gb(d):
 b=Ha.Random(d);c=[0]*2048
 for e in list(a(1,7))+list(a(9,15)):
  for f in eb():c[e<<7|f]=b.getrandbits(64)
 return{Ca:c,aa:[0]+[b.getrandbits(64)for _ in a(15)],Aa:[b.getrandbits(64)for _ in a(8)],Ba:b.getrandbits(64)}
U=dict(zip(za,['a1','a2','a3','a4','a5','a6','a7','a8','b1','b2','b3','b4','b5','b6','b7','b8','c1','c2','c3','c4','c5','c6','c7','c8','d1','d2','d3','d4','d5','d6','d7','d8','e1','e2','e3','e4','e5','e6','e7','e8','f1','f2','f3','f4','f5','f6','f7','f8','g1','g2','g3','g4','g5','g6','g7','g8','h1','h2','h3','h4','h5','h6','h7','h8']));ha={b:a for a,b in U.items()};hb=g(za);ia=dict(zip(Fa.unpack('<56b',Ga('9erf1Mm+swkSGyQtNj/37uXc08rBCxYhLDdCTfbs4tjOxLoKFB4oMjxG//79/Pv6+QECAwQFBgc=')),Fa.unpack('<56b',Ga('9fX19fX19QkJCQkJCQn39/f39/f3CwsLCwsLC/b29vb29vYKCgoKCgoK/////////wEBAQEBAQE='))));ja=ga(R);ka=ga(Q);Ja=ga(z);ib=fb();V=gb(960);h=V[Ca];la=V[aa];jb=V[Aa];ma=V[Ba];Ka=g(b'ZZZZMXOBP_WXNXgpdj\x80\x8ap|\x84zrxqqvvvv'),(280,295,307,302,286,298,311,319,292,314,J,339,309,324,344,350,E,J,350,340,312,339,349,355,296,x,L,322,299,297,291,303),(338,339,K,329,342,348,338,J,321,344,L,336,331,325,E,337,326,327,335,356,L,346,342,348,L,332,340,326,K,320,K,K),(477,473,488,492,471,456,472,473,463,464,457,468,472,471,461,469,470,480,467,480,488,486,489,495,495,500,494,513,484,479,481,491),(964,969,957,967,953,957,966,961,947,H,952,952,H,957,948,953,966,955,938,956,965,960,969,966,958,958,H,951,962,958,960,961),(2,10,-18,-27,-20,-20,-40,-68,-50,-51,-52,-61,-73,-72,-90,-91,-76,-75,-88,-89,-75,-76,-91,-89,-75,-74,-90,-90,-75,-75,-90,-90);kb=g(b'xxxx}v\x85\x8difotqphdv\x82wd\x95\x9c\x98\x83\xbf\xbf\xb4\xb4xxxx'),(263,265,273,270,276,280,279,I,271,296,308,315,272,288,x,325,276,298,307,315,273,287,q,294,270,281,288,285,270,268,268,274),(299,302,I,308,q,x,316,q,I,321,E,322,308,306,J,313,301,x,I,326,306,q,315,316,q,302,307,309,300,297,q,300),(517,518,520,521,526,516,529,511,522,537,520,523,530,524,537,525,527,531,529,531,526,529,535,535,536,542,538,541,536,530,538,538),(931,933,F,925,931,y,F,y,F,G,947,948,G,941,944,954,y,941,942,H,935,939,950,950,F,940,942,y,G,G,937,y),(-31,-38,-29,-37,-28,-m,-7,1,-22,-8,m,15,-19,-1,12,26,-18,-1,12,22,-21,-14,6,9,-23,-7,-8,-11,-27,-21,-23,-22);La=0,5,-m,2,m,37,63,0;Ma=0,-m,0,19,11,44,103,0;lb=-3;mb=0,0,25,m,9,20,0;Na=0,0,0,5,5,3,0;nb=0,0,0,6,7,m,0;ob=0,0,1,1,2,4,0
def Oa(a,b):return b*4+M(a,7-a)
W=1<<19;Pa=(1<<20)-1
def pb():
 i=[0]*2048;o=Ha.Random(64);j={}
 for c in a(1,7):
  for k in a(8):
   for f in a(8):
    l=Oa(k,f);p=Ka[c-1][l];q=kb[c-1][l];r=ob[c]<<0
    for d in 0,1:
     if c==3:g=(8,12)[d]
     elif c==1:g=(16,20)[d]
     else:g=None
     s=r+(1<<g if g is not None else 0);m=1 if d==0 else-1;n=b(k,f if d==0 else 7-f);e=c|(8 if d==1 else 0);i[e<<7|n]=m*p+(m*q<<20)+(s<<40);h=qb(c,k,f)
     if h is not None:
      if(e,h)not in j:j[e,h]=o.getrandbits(48)
      i[e<<7|n]+=j[e,h]<<64
 return i
def qb(a,b,c):
 if a==1:return b,c
 if a==4:return b
 if a==6:return(b,c)if c<2 else'away'
i=pb();rb='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';n=w(a(1,7)),w(a(9,15));sb=w('PNBRQKpnbrqk');tb=w('KQkqABCDEFGHabcdefgh');na=n[1]-{14},n[0]-{6};f=10,-10;B=None,None,A,R,Q,z,z;Qa=(None,)*3+(ja,ka,Ja);Ra=(31,38),(81,88);X=(91,98),(21,28);ub='checkmate';vb='stalemate';wb='threefold repetition';xb='insufficient material';yb='fifty-move rule';zb='move limit';Ab=250
def t(a):return a//10-2
def l(a):return a%10-1
def Sa(a):return(l(a)+t(a))%2==0
class c(ba):0
def Ta(d,f,g,b):
 if e(d)<=f:return b
 a=d[f]
 if not(a.isascii()and a.isdigit())or s(a)<b:raise c(f'{g} must be a whole number from {b}, got {a!r}')
 return s(a)
class oa:
 def __init__(a,b=rb):a.Fa(b)
 def Fa(a,g):
  b=g.split()
  if not 2<=e(b)<=6:raise c(f'expected 6 fields, got {e(b)}')
  h,f=b[0],b[1];d=b[2]if e(b)>2 else j;k=b[3]if e(b)>3 else j
  if f not in('w','b'):raise c(f'side to move must be w or b, got {f!r}')
  if d!=j and not N(d)<=tb:raise c(f'castling must be - or KQkq or rook files, got {d!r}')
  a.o=Ta(b,4,'halfmove clock',0);a.D=Ta(b,5,'fullmove number',1);a.Ga(h);a.d=0 if f=='w'else 1;a.Ha(d);a.en_passant=a.Ia(k)
  if a.y(a.g[a.d^1],a.d):raise c('the side to move can capture the king')
  a.P=[];a.h=[];a.hash=a.Ja();a.Q=sum(i[a.e[b]<<7|b]for c in a.j for b in c)
 def Ga(j,q):
  m=q.split(D)
  if e(m)!=8:raise c(f'expected 8 ranks, got {e(m)}')
  n=[16]*120;j.j=[N(),N()];h=[[],[]]
  for r,k in p(m):
   d=7-r;f=0
   for g in k:
    if g in'12345678':
     if f+s(g)>8:raise c(f'rank {d+1} has more than 8 files: {k!r}')
     for _ in a(s(g)):n[b(f,d)]=0;f+=1
     continue
    if g not in sb:raise c(f'unknown piece {g!r} on rank {d+1}')
    if f==8:raise c(f'rank {d+1} has more than 8 files: {k!r}')
    l=Ia.index(g)
    if l&7==1 and d in(0,7):raise c(f'a pawn on rank {d+1}')
    o=b(f,d);n[o]=l;i=1 if l&8 else 0;j.j[i].add(o)
    if l&7==6:h[i].append(o)
    f+=1
   if f!=8:raise c(f'rank {d+1} has {f} files: {k!r}')
  for i,t in(0,'white'),(1,'black'):
   if e(h[i])!=1:raise c(f'{e(h[i])} {t} kings')
  j.e=n;j.g=[h[0][0],h[1][0]]
 def Ia(b,e):
  if e==j:return 0
  d=b.d^1;a=ha.get(e)
  if a is None or t(a)!=(2 if d==0 else 5)or b.e[a]!=0 or b.e[a-f[d]]!=0 or b.e[a+f[d]]!=1|(8 if d==1 else 0):raise c(f'no pawn can just have skipped the en-passant square {e!r}')
  return a
 def Ha(c,v):
  c.V=[0,0,0,0];o=0
  for q in v.replace(j,k):
   d=0 if q.isupper()else 1;f=0 if d==0 else 7;h=l(c.g[d]);i=4|(8 if d==1 else 0);m=q.lower()
   if m=='k':g=[a for a in a(h+1,8)if c.e[b(a,f)]==i];e=g[-1]if g else None
   elif m=='q':g=[a for a in a(h)if c.e[b(a,f)]==i];e=g[0]if g else None
   else:e=S.index(m)
   if e is None or t(c.g[d])!=f or c.e[b(e,f)]!=i:continue
   r=(1 if e<h else 2)<<2*d;c.V[r.bit_length()-1]=b(e,f);o|=r
  c.u=o;n=[15]*120
  for s,u in p(c.V):
   if u:n[u]&=~(1<<s);d=s//2;n[c.g[d]]&=~(3<<2*d)
  c.ja=n;c.Ba=[c.Pa(a)for a in a(4)]
 def Pa(h,f):
  b=h.V[f]
  if not b:return
  c=h.g[f//2];e=b-l(b);d,i=(e+6,e+5)if f&1 else(e+2,e+3);j=c,b,d,i;m=g(a for a in a(M(j),max(j)+1)if a!=c and a!=b);k=1 if d>=c else-1;n=g(a(c+k,d,k))if d!=c else();return m,n,d,b,i
 def Ja(a):
  b=la[a.u]
  for d in 0,1:
   for c in a.j[d]:b^=h[a.e[c]<<7|c]
  if a.d==1:b^=ma
  a.t=a.pa(a.en_passant);return b^a.t
 def pa(a,b):
  if not b:return 0
  c=b+f[a.d^1];d=1|(8 if a.d==1 else 0);e=a.e
  if e[c-1]==d or e[c+1]==d:return jb[l(b)]
  return 0
 def fen(c,h=True):
  f=[]
  for i in a(7,-1,-1):
   e,d=k,0
   for l in a(8):
    g=c.e[b(l,i)]
    if g==0:d+=1;continue
    if d:e,d=e+r(d),0
    e+=Ia[g]
   f.append(e+(r(d)if d else k))
  return' '.join((D.join(f),'wb'[c.d],c.Va(h),U[c.en_passant]if c.en_passant else j,r(c.o),r(c.D)))
 def Va(b,f=True):
  d=k
  for a in 0,1:
   e=[b.V[a]for a in(2*a,2*a+1)if b.u>>a&1]
   if f:c=k.join(S[l(a)]for a in sorted(e))
   else:c=k.join('q'if c<b.g[a]else'k'for c in sorted(e,reverse=True))
   d+=c.upper()if a==0 else c
  return d or j
 def K(a,s):
  e=a.e;j=a.d;c=s&127;b=s>>7&127;p=s>>14;d=e[c];m=a.j[j];g=a.hash;k=a.Q;a.P.append((s,e[b],a.u,a.en_passant,a.t,a.o,g,k));a.h.append(g);g^=ma^a.t;t=a.u
  if t:
   v=t&a.ja[c]&a.ja[b]
   if v!=t:g^=la[t]^la[v];a.u=v
  a.en_passant=0
  if p==3:
   u=c-l(c)
   if b<c:n,q=u+2,u+3
   else:n,q=u+6,u+5
   r=e[b];e[c]=e[b]=0;m.discard(c);m.discard(b);e[n]=d;e[q]=r;m.add(n);m.add(q);a.g[j]=n;g^=h[d<<7|c]^h[d<<7|n]^h[r<<7|b]^h[r<<7|q];k+=i[d<<7|n]-i[d<<7|c]+i[r<<7|q]-i[r<<7|b];a.o+=1
  else:
   w=e[b]
   if w:a.j[j^1].discard(b);g^=h[w<<7|b];k-=i[w<<7|b];a.o=0
   elif d&7==1:a.o=0
   else:a.o+=1
   e[c]=0;m.discard(c);m.add(b);g^=h[d<<7|c];k-=i[d<<7|c]
   if p>=4:d=p-2|d&8
   e[b]=d;g^=h[d<<7|b];k+=i[d<<7|b]
   if d&7==6:a.g[j]=b
   elif p==1:a.en_passant=c+b>>1
   elif p==2:o=b-f[j];g^=h[e[o]<<7|o];k-=i[e[o]<<7|o];e[o]=0;a.j[j^1].discard(o)
  if j==1:a.D+=1
  a.d=j^1;a.t=a.pa(a.en_passant)if a.en_passant else 0;a.hash=g^a.t;a.Q=k
 def pop(a):
  h,o,q,r,s,t,u,a.Q=a.P.pop();a.h.pop();b=a.e;c=a.d^1;g=a.j[c];d=h&127;e=h>>7&127;n=h>>14
  if n==3:
   i=d-l(d)
   if e<d:j,k=i+2,i+3
   else:j,k=i+6,i+5
   v,w=b[j],b[k];b[j]=b[k]=0;g.discard(j);g.discard(k);b[d]=v;b[e]=w;g.add(d);g.add(e);a.g[c]=d
  else:
   m=b[e]
   if n>=4:m=1|m&8
   b[d]=m;b[e]=o;g.discard(e);g.add(d)
   if o:a.j[c^1].add(e)
   if m&7==6:a.g[c]=d
   elif n==2:p=e-f[c];b[p]=1|(8 if c==0 else 0);a.j[c^1].add(p)
  if c==1:a.D-=1
  a.d=c;a.u=q;a.en_passant=r;a.t=s;a.o=t;a.hash=u;return h
 def Xa(a):a.P.append((a.en_passant,a.t,a.hash));a.h.append(a.hash);a.hash^=ma^a.t;a.en_passant=0;a.t=0;a.d^=1
 def ab(a):a.en_passant,a.t,a.hash=a.P.pop();a.h.pop();a.d^=1
 def y(l,b,i):
  c=l.e;e=8 if i==1 else 0;m=2|e
  for d in ib[b]:
   if c[d]==m:return True
  g=1|e
  if i==0:
   if c[b-9]==g or c[b-11]==g:return True
  elif c[b+9]==g or c[b+11]==g:return True
  j=6|e;k=5|e;h=3|e
  for f in ja[b]:
   for d in f:
    a=c[d]
    if a:
     if a==h or a==k:return True
     if a==j and d==f[0]:return True
     break
  h=4|e
  for f in ka[b]:
   for d in f:
    a=c[d]
    if a:
     if a==h or a==k:return True
     if a==j and d==f[0]:return True
     break
  return False
 def ua(a):return a.y(a.g[a.d],a.d^1)
 def Ka(m):
  d=m.e;i=m.d;e=m.g[i];u=n[i];g=0 if i==1 else 8;p=5|g;j=0;k=None;q={}
  for v,r in(Q,4|g),(R,3|g):
   for c in v:
    b=e+c;h=d[b]
    while h==0:b+=c;h=d[b]
    if h==r or h==p:j+=1;k=N(a(e+c,b+c,c))
    elif h in u:
     o=b+c;l=d[o]
     while l==0:o+=c;l=d[o]
     if l==r or l==p:q[b]=c
  w=2|g
  for s in A:
   if d[e+s]==w:j+=1;k={e+s}
  x=1|g;t=f[i]
  for b in e+t-1,e+t+1:
   if d[b]==x:j+=1;k={b}
  return j,k,q
 def H(c):
  d=c.e;e=c.d;l,C,n=c.Ka();k=[];m=c.g[e];o=na[e]
  if l<2:
   s=[];t=f[e];D,E=Ra[e];F,G=X[e];H=c.en_passant
   for a in c.j[e]:
    p=d[a]&7
    if p==6:continue
    u=l or a in n
    if u:
     if l and a in n:continue
     h=[]
    else:h=k
    i=h.append
    if p==1:
     j=a+t;v=F<=j<=G
     if d[j]==0:
      if v:
       for r in 4,5,6,7:i(a|j<<7|r<<14)
      else:
       i(a|j<<7);w=j+t
       if D<=a<=E and d[w]==0:i(a|w<<7|1<<14)
     for b in j-1,j+1:
      if d[b]in o:
       if v:
        for r in 4,5,6,7:i(a|b<<7|r<<14)
       else:i(a|b<<7)
      elif b==H:s.append(a|b<<7|2<<14)
    elif p==2:
     for I in A:
      b=a+I;g=d[b]
      if g==0 or g in o:i(a|b<<7)
    else:
     for q in B[p]:
      b=a+q;g=d[b]
      while g==0:i(a|b<<7);b+=q;g=d[b]
      if g in o:i(a|b<<7)
    if u and h:
     if a in n:x=n[a];h=[m for m in h if ia.get((m>>7&127)-a)in(x,-x)]
     if l:h=[m for m in h if m>>7&127 in C]
     k.extend(h)
   for y in s:
    c.K(y)
    if not c.y(c.g[e],e^1):k.append(y)
    c.pop()
   if not l and c.u:c.xa(k)
  J=d[m];d[m]=0;K=e^1
  for q in z:
   b=m+q;g=d[b]
   if(g==0 or g in o)and not c.y(b,K):k.append(m|b<<7)
  d[m]=J;return k
 def ba(h):
  d=h.e;i=h.d;j=na[i];o=f[i];p,q=X[i];r=h.en_passant;l=[];e=l.append
  for a in h.j[i]:
   g=d[a]&7
   if g==1:
    c=a+o
    if p<=c<=q:
     if d[c]==0:
      for k in 4,5,6,7:e(a|c<<7|k<<14)
     for b in c-1,c+1:
      if d[b]in j:
       for k in 4,5,6,7:e(a|b<<7|k<<14)
     continue
    for b in c-1,c+1:
     if d[b]in j:e(a|b<<7)
     elif b==r:e(a|b<<7|2<<14)
   elif g==2 or g==6:
    for m in B[g]:
     if d[a+m]in j:e(a|a+m<<7)
   else:
    for s in Qa[g][a]:
     for b in s:
      n=d[b]
      if n:
       if n in j:e(a|b<<7)
       break
  return l
 def za(b):
  c=b.e;g=b.d;i=f[g];m,n=Ra[g];o,p=X[g];j=[];h=j.append
  for a in b.j[g]:
   d=c[a]&7
   if d==1:
    e=a+i
    if c[e]==0 and not o<=e<=p:
     h(a|e<<7)
     if m<=a<=n and c[e+i]==0:h(a|e+i<<7|1<<14)
   elif d==2 or d==6:
    for k in B[d]:
     if c[a+k]==0:h(a|a+k<<7)
   else:
    for q in Qa[d][a]:
     for l in q:
      if c[l]:break
      h(a|l<<7)
  if b.u:b.xa(j)
  return j
 def bb(b,h):
  c=b.e;d,e=h&127,h>>7&127;m=c[d]
  if m not in n[b.d]or c[e]!=0:return False
  a=m&7;i=h>>14;g=e-d
  if a==1:
   j=f[b.d]
   if i==1:return g==2*j and c[d+j]==0
   o,p=X[b.d];return i==0 and g==j and not o<=e<=p
  if i!=0:return False
  if a==2 or a==6:return g in B[a]
  k=ia.get(g)
  if k not in B[a]:return False
  l=d+k
  while l!=e:
   if c[l]!=0:return False
   l+=k
  return True
 def Aa(a):b=a.d^1;return not a.y(a.g[b],a.d)
 def xa(b,k):
  a=b.e;c=b.d;d=b.g[c];g=c^1
  for h in 2*c,2*c+1:
   if not b.u>>h&1:continue
   l,m,n,e,i=b.Ba[h]
   if any(a[b]for b in l):continue
   o,j=a[d],a[e];a[d]=0;f=True
   for p in m:
    if b.y(p,g):f=False;break
   if f:a[e]=0;a[i]=j;f=not b.y(n,g);a[i]=0;a[e]=j
   a[d]=o
   if f:k.append(d|e<<7|3<<14)
 def ga(f,b,chess960=True):
  a,c,d=b&127,b>>7&127,b>>14
  if d==3 and not chess960:c=a-l(a)+(2 if c<a else 6)
  e=U[a]+U[c]
  if d>=4:e+='nbrq'[d-4]
  return e
 def fb(c,b):
  b=b.strip().lower();d=c.H()
  for a in d:
   if c.ga(a)==b:return a
  for a in d:
   if a>>14==3 and c.ga(a,chess960=False)==b:return a
 def Sa(h,c):
  d=h.d^1;i=8 if d==1 else 0;a=0 if d==0 else 7;f=h.e
  if c in('O-O','O-O-O'):m,o=(6,5)if c=='O-O'else(2,3);return f[b(m,a)]==6|i and f[b(o,a)]==4|i
  g,e=ha.get(c[:2]),ha.get(c[2:4]);j=c[4:]
  if g is None or e is None or g==e:return False
  if j not in(k,'n','b','r','q')or f[g]in n[d^1]:return False
  l=f[e]
  if j:return l==2+'nbrq'.index(j)|i and t(e)==7-a
  if l in n[d]:return True
  return l==0 and t(g)==t(e)==a and h.g[d]in(b(2,a),b(6,a))
 def gb(c,a):b=a>>14;return b==2 or b!=3 and c.e[a>>7&127]!=0
 def La(a):b=a.h[-a.o:]if a.o else[];return b.count(a.hash)>=2
 def Ma(g):
  e=g.e;a=None
  for b in hb:
   c=e[b];d=c&7
   if c==0 or d==6:continue
   if d in(1,4,5):return False
   if a is None:a=b;continue
   f=e[a]
   if(f^c)&8 and d==3 and f&7==3 and Sa(b)==Sa(a):continue
   return False
  return True
 def Qa(a):return 2*(a.D-1)+a.d
 def hb(a):
  if not a.H():return ub if a.ua()else vb
  if a.La():return wb
  if a.Ma():return xb
  if a.o>=100:return yb
  if a.Qa()>=Ab:return zb
def Ua(b):c=k.join(S[f]for f in a(8)if b[f]=='R');d=c.upper()+c;return f'{b.lower()}/pppppppp/8/8/8/8/PPPPPPPP/{b} w {d} - 0 1'
class pa:
 def __init__(a,b,c,d=None,e=None):a.Ca=b+c;a.l=d;a.ka=e
 def sa(a,b):
  if a.l is not None:return b>=a.l
  if a.ka is not None and a.ka():return True
  return P.perf_counter()>=a.Ca
Bb=(1<<17)-1;o=9;Cb=12;d=0,100,x,E,500,950,20000
def Db():
 c=[0]*2048
 for d in a(1,7):
  for e in a(8):
   for f in a(8):g=Ka[d-1][Oa(e,f)];c[d<<7|b(e,f)]=g;c[(d|8)<<7|b(e,7-f)]=g
 return c
Eb=Db()
def Fb():
 c=[None]*16
 for a,d in(2,None),(3,ja),(4,ka),(5,Ja):
  for e,b in(0,1),(8,-1):c[a|e]=d,b*Na[a],b*Na[a]*nb[a],b*mb[a]
 return c
Gb=Fb()
def Hb():
 e=[None]*120
 for c in a(8):
  for d in a(8):
   f=[0]*120
   for g in a(max(c-1,0),M(c+2,8)):
    for h in a(max(d-1,0),M(d+2,8)):f[b(g,h)]=1
   e[b(c,d)]=f
 return e
def Ib(g):
 c=[None]*120
 for h,d in p(g):
  if d is not None:
   e=[0]*120
   for b in a(21,99):
    if d[b]:
     for f in A:
      if 0<=b+f<120:e[b+f]+=1
   c[h]=e
 return c
Va=Hb();Jb=Ib(Va);Wa=[(-1,0,0)]*(1<<17)
def qa(b):
 e=b.Q+W;f=e>>64;j=f&Bb;o,g,h=Wa[j]
 if o!=f:g,h=Mb(b);Wa[j]=f,g,h
 k=(e&Pa)-W+g;l=(e>>20)+W;m=(l&Pa)-W+h;c=l>>20&(1<<24)-1;d=c&255
 if d>24:d=24
 n,p=Kb(b);k+=n+p+lb*Lb(b);m+=n;i=k*d+m*(24-d);a=i//24 if i>=0 else-(-i//24)
 if c>>8&15>=2:a+=42
 if c>>12&15>=2:a-=42
 if a>0:
  if not c>>16&15 and Xa(b,0):a//=8
 elif a<0:
  if not c>>20&15 and Xa(b,1):a=-(-a//8)
 return a if b.d==0 else-a
def Kb(a):
 d=a.e;l=Gb;e=f=0
 for m,n in p(a.j):
  g=a.g[m^1];o=Va[g];q=Jb[g]
  for b in n:
   h=l[d[b]]
   if h is not None:
    i,r,s,t=h
    if i is None:c=q[b]
    else:
     c=j=0
     for u in i[b]:
      for k in u:
       c+=o[k]
       if d[k]:break
       j+=1
     e+=r*j-s
    f+=t*c
 return e,f
def Lb(d):
 e=d.e;f,g=d.g;c=0
 for b in z:
  a=f+b
  while not e[a]:c+=1;a+=b
  a=g+b
  while not e[a]:c-=1;a+=b
 return c
def Mb(k):
 f=k.e;h=[0]*10;i=[0]*10;l=[-1]*10;m=[8]*10;p,q,r,s=[],[],[],[]
 for c in k.j[0]:
  n=f[c]
  if n==1:
   p.append(c);b,d=c%10,c//10-2;h[b]+=1
   if d<m[b]:m[b]=d
  elif n==4:r.append(c)
 for c in k.j[1]:
  n=f[c]
  if n==o:
   q.append(c);b,d=c%10,c//10-2;i[b]+=1
   if d>l[b]:l[b]=d
  elif n==Cb:s.append(c)
 g=j=0
 for c in p:
  b,d=c%10,c//10-2
  if l[b-1]<=d and l[b]<=d and l[b+1]<=d:g+=La[d];j+=Ma[d]
  if not h[b-1]and not h[b+1]:g-=14;j-=1
 for c in q:
  b,d=c%10,7-(c//10-2)
  if m[b-1]>=7-d and m[b]>=7-d and m[b+1]>=7-d:g-=La[d];j-=Ma[d]
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
 if e>80:g-=13*((f[e-9]==o)+(f[e-10]==o)+(f[e-11]==o))+4*((f[e-19]==o)+(f[e-20]==o)+(f[e-21]==o))
 return g,j
def Xa(d,e):
 g=d.e;a=[0]*7;b=[0]*7
 for h,i in(e,a),(e^1,b):
  for j in d.j[h]:i[g[j]&7]+=1
 f=a[4]*5+a[5]*9;k=b[4]*5+b[5]*9;c=a[2]+a[3];l=b[2]+b[3]
 if f==0:return c<=1 or c==2 and a[2]==2
 return f==k and c<=l+1
ra=100000;u=ra-1000;sa=ra+1;Nb=256;ta=(1<<18)-1;Ob=-1;Pb=0,0,0,0,Ob;Qb=75000;ua=150;Ya=0,8,14;Rb=200;Sb=1<<30;va=1<<28;Za=1<<27,(1<<27)-1;Tb=1<<26;Ub=2,3,4,5
class Y(Da):0
class wa:
 def __init__(a,b,c,d,e):a.da=b;a.score=c;a.depth=d;a.l=e
class ab:
 def __init__(b,c=10):b.la=c;b.ea=[Pb]*(1<<18);b.W={};b.h={};b.fa=[[0,0]for _ in a(65)];b.l=0;b.Y=0;b.J=None;b.ma=0
 def na(c,a,d,f=w(),g=63):
  b=[a for a in a.H()if a not in f]
  if not b:return wa(None,0,0,0)
  c.start(d,a.d)
  if e(b)==1:return wa(b[0],qa(a),0,0)
  return c.qa(a,b,g)
 def ia(b,a,d):
  c=a.H();b.start(d,a.d^1)
  if c:b.qa(a,c,63)
 def start(a,b,c):
  if e(a.W)>Qb:a.W.clear()
  for d in a.h:a.h[d]>>=2
  a.J=b;a.l=0;a.Y=a.ra(0);a.ma=c
 def qa(a,d,b,j):
  e,f,c=b[0],0,0;b=a.order(d,b,0,a.Ra(d))
  try:
   while c<j and not a.J.sa(a.l):
    g,h=a.Wa(d,b,c+1);c+=1;e,f=g,h;b.remove(g);b.insert(0,g)
    if abs(h)>u:break
  except Y as i:
   if i.args:e,f=i.args
  return wa(e,f,c,a.l)
 def ra(a,b):
  if a.J.l is not None:return a.J.l
  return b+16
 def poll(a):
  if a.J.sa(a.l):raise Y()
  a.Y=a.ra(a.l)
 def Wa(d,b,g,e):
  a,h=-sa,sa;f=g[0]
  for i,j in p(g):
   b.K(j)
   try:
    if i==0:c=-d.F(b,e-1,-h,-a,1,True)
    else:
     c=-d.F(b,e-1,-a-1,-a,1,True)
     if c>a:c=-d.F(b,e-1,-h,-a,1,True)
   except Y:
    if i>0:raise Y(f,a)
    raise
   finally:b.pop()
   if c>a:a,f=c,j
  d.ta(b,e,a,0,f,0);return f,a
 def ha(a,b):return-a.la if b.d==a.ma else a.la
 def Na(c,a):
  b=a.o
  if b>=100:return True
  if b<4:return False
  return a.hash in a.h[-b:]
 def F(b,a,c,f,d,h,w):
  b.l+=1
  if b.l>=b.Y:b.poll()
  if b.Na(a):return b.ha(a)
  if h>=64:return qa(a)
  k=a.ua()
  if k:c+=1
  if c<=0:return b.ya(a,f,d,h,k)
  x=f;s=a.hash;y,z,o,t,A=b.ea[s&ta]
  if A!=s:t=0
  elif y>=c and d-f==1:
   g=Yb(z,h)
   if o==0 or o==1 and g>=d or o==2 and g<=f:return g
  B=d-f==1;i=b.wa(a)if B and not k and abs(d)<u else None
  if i is not None:
   if c<=2 and i-ua*c>=d:return i
   if w and c>=3 and i>=d and Wb(a):
    a.Xa()
    try:g=-b.F(a,c-1-2,-d,-d+1,h+1,False)
    finally:a.ab()
    if g>=d:return d
  j=-sa;p=i is not None and c<=2 and i+ua*c<=f
  if p:j=i+ua*c
  C=Ya[c]if i is not None and c<e(Ya)else Nb;D=a.e;E=a.g[a.d];n=m=0
  for l in b.Oa(a,h,t,p,k):
   q=not D[l>>7&127]and l>>14<2
   if q and m>C:continue
   a.K(l)
   try:
    if not k and bb(l,E)and not a.Aa():continue
    if not n:n=l
    if m==0:g=-b.F(a,c-1,-d,-f,h+1,True)
    else:
     v=1 if c>=2 and m>=3 and q and not k else 0;g=-b.F(a,c-1-v,-f-1,-f,h+1,True)
     if g>f and(v or g<d):g=-b.F(a,c-1,-d,-f,h+1,True)
   finally:a.pop()
   m+=1
   if g>j:
    j,n=g,l
    if g>f:
     f=g
     if f>=d:
      if q:b.db(l,c,h)
      break
  if not m:
   if p:return j if a.H()else b.ha(a)
   return-ra+h if k else b.ha(a)
  if j>=d:r=1
  elif j>x:r=0
  else:r=2
  b.ta(a,c,j,r,n,h);return j
 def Oa(e,a,f,b,g,h):
  c=not h and b and Vb(a,b,g)
  if c:yield b
  if h:d=a.H()
  elif g:d=a.ba()
  elif b and not c:d=a.ba()+a.za()
  else:yield from e.cb(a,f,b);return
  for i in e.order(a,d,f,b):
   if not c or i!=b:yield i
 def cb(d,c,e,b):
  g=d.va(c,c.ba(),e,b)
  for f,a in g:
   if f<va:break
   if a!=b:yield a
  h=[a for a in d.fa[e]if a and a!=b and c.bb(a)];yield from h
  for f,a in g:
   if f<va and a!=b:yield a
  for a in d.order(c,c.za(),e,b):
   if a!=b and a not in h:yield a
 def ya(e,a,b,h,o,p=True):
  e.l+=1
  if e.l>=e.Y:e.poll()
  f=e.wa(a)
  if f>=h:return f
  if f>b:b=f
  k=a.e;l=a.ba()
  if not l:return b
  i=[]
  for c in l:
   g=d[k[c>>7&127]&7];j=c>>14
   if j==2:g=d[1]
   elif j>=4:g+=d[j-2]-d[1]
   if f+g+Rb<b:continue
   m=k[c&127]&7
   if d[m]>g+50 and a.y(c>>7&127,a.d^1):continue
   i.append((g*8-m,c))
  i.sort(reverse=True);q=a.g[a.d]
  for _,c in i:
   a.K(c)
   try:
    if(p or bb(c,q))and not a.Aa():continue
    n=-e.ya(a,-h,-b,o+1)
   finally:a.pop()
   if n>b:
    b=n
    if b>=h:break
  return b
 def wa(c,a):
  b=c.W.get(a.hash)
  if b is None:b=c.W[a.hash]=qa(a)
  return b
 def Ra(c,a):b=c.ea[a.hash&ta];return b[3]if b[4]==a.hash else 0
 def ta(b,c,d,e,f,g,h):a=c.hash;b.ea[a&ta]=d,Xb(e,h),f,g,a
 def db(c,a,d,e):
  b=c.fa[e]
  if b[0]!=a:b[1]=b[0];b[0]=a
  c.h[a]=c.h.get(a,0)+d*d
 def order(a,b,c,d,e):return[a for _,a in a.va(b,c,d,e)]
 def va(m,j,s,t,u):
  f=j.e;v,w=m.fa[t];n=m.h;e=Eb;k=[]
  for a in s:
   if a==u:b=Sb
   else:
    g=f[a>>7&127];c=a>>14
    if c==3:g=0
    elif c==2:g=1
    if g or c>=4:
     o=f[a&127]&7;b=d[g&7]*8+(d[c-2]if c>=4 else 0)-o
     if c<4 and d[o]>d[g&7]+50 and j.y(a>>7&127,j.d^1):b+=Tb
     else:b+=va
    elif a==v:b=Za[0]
    elif a==w:b=Za[1]
    elif c==3:h,l=a&127,a>>7&127;i=h-h%10;x,y=(i+3,i+4)if l<h else(i+7,i+6);p,q=f[h]<<7,f[l]<<7;b=n.get(a,0)*8+e[p|x]-e[p|h]+e[q|y]-e[q|l]
    else:r=f[a&127]<<7;b=n.get(a,0)*8+e[r|a>>7&127]-e[r|a&127]
   k.append((b,a))
  k.sort(reverse=True);return k
def Vb(a,b,g):
 c=a.e;f=a.d;d=b>>14;e=b>>7&127
 if c[b&127]not in n[f]or d==3:return False
 if d==2:return e==a.en_passant
 if c[e]in na[f]:return True
 return c[e]==0 and(not g or d>=4)
def bb(a,b):c=a&127;return c==b or a>>14==2 or c-b in ia
def Wb(a):
 b=a.e
 for c in a.j[a.d]:
  if b[c]&7 in Ub:return True
 return False
def Xb(a,b):
 if a>u:return a+b
 if a<-u:return a-b
 return a
def Yb(a,b):
 if a>u:return a-b
 if a<-u:return a+b
 return a
Zb=1<<16
class ac:
 def __init__(a,b):a.fd=b;a.buffer=b''
 def readline(a):
  while C not in a.buffer:
   c=os.read(a.fd,Zb)
   if not c:b,a.buffer=a.buffer,b'';return b
   a.buffer+=c
  b,_,a.buffer=a.buffer.partition(C);return b+C
 def Za(a):return bool(a.buffer)or bool(select.select([a.fd],[],[],0)[0])
def bc(a):
 if a is not None:return
 try:return ac(O.stdin.fileno())
 except(AttributeError,ba,OSError):return
class xa(Da):0
class v(ba):0
cc=Ea('Init','constants_count constant_names constant_values');dc=Ea('Turn','board color castling en_passant half_move_clock full_move moves_count moves last_move draw_offered game_number my_score opp_score')
class ec:
 def __init__(a,b):a.readline=b;a.G=0
 def z(a):
  b=a.readline()
  if not b:raise xa(f'input ended after line {a.G}')
  a.G+=1
  if b[-1:]not in('\n',C):raise xa(f'input ended inside line {a.G}')
  return a.decode(b).rstrip('\r\n')
 def decode(b,a):
  if isinstance(a,r):return a
  try:return a.decode('utf-8')
  except UnicodeDecodeError:raise v(f'input line {b.G}: expected UTF-8 text, got {a!r}')from None
 def ca(a,b,c,d):return v(f'input line {a.G}: {b}: expected {c}, got {d!r}')
 def split(d,a,b,f):
  c=a.split()
  if e(c)!=b:raise d.ca(f,f'{b} fields',a)
  return c
 def B(c,a,d):
  b=a[1:]if a[:1]==j else a
  if b.isascii()and b.isdigit():return s(a)
  raise c.ca(d,'an integer',a)
 def eb(b,a,c):
  if a in('0','1'):return a=='1'
  raise b.ca(c,'0 or 1',a)
 def E(c,a,b,d):
  if not a or e(a)>b or' 'in a:raise c.ca(d,f'a word of at most {b} characters',a)
  return a
 def Da(b):
  c=b.B(b.z(),'constantsCount');d=[];e=[]
  for _ in a(c):f=b.split(b.z(),2,'constantNames constantValues');d.append(b.E(f[0],32,'constantNames'));e.append(b.B(f[1],'constantValues'))
  return cc(c,d,e)
 def Ua(b,r):
  f=g=h=i=j=k=e=l=m=n=o=p=q=None
  for d in r:
   if d=='fen':c=b.split(b.z(),6,'board color castling enPassant halfMoveClock fullMove');f=b.E(c[0],71,'board');g=b.E(c[1],1,'color');h=b.E(c[2],4,aa);i=b.E(c[3],2,'enPassant');j=b.B(c[4],'halfMoveClock');k=b.B(c[5],'fullMove')
   elif d=='moves':e=b.B(b.z(),'movesCount');l=[b.E(b.z(),5,'moves')for _ in a(e)]
   elif d==Z:m=b.E(b.z(),5,'lastMove')
   elif d=='draw':n=b.eb(b.z(),'drawOffered')
   elif d=='game':o=b.B(b.z(),'gameNumber')
   elif d=='score':c=b.split(b.z(),2,'myScore oppScore');p=b.B(c[0],'myScore');q=b.B(c[1],'oppScore')
  return dc(f,g,h,i,j,k,e,l,m,n,o,p,q)
cb='lastmove draw game fen';db=cb.split();fc=.027;hc=-150
def ic(g):
 h=P.perf_counter();b=g.Da();c=b.constant_names
 for d,(a,e)in p(zip(c,b.constant_values)):
  f=f'input line {d+2}: constantNames'
  if a in c[:d]:raise v(f'{f}: {a!r} given twice')
  if a=='crazyHouse'and e!=0:raise v(f'{f}: crazyHouse {e}: this bot plays no crazyhouse')
 ab().na(oa(Ua('RNBQKBNR')),pa(h,.3,ya()));print(cb,flush=True)
def ya():a=os.environ.get('ARENA_NODES');return s(a)if a else None
def jc(a):return pa(a,fc,ya())
def kc(a,h):
 def d(a,b):return v(f'input line {h+db.index(a)}: {b}')
 f=f'{a.board} {a.color} {a.castling} {a.en_passant} {a.half_move_clock} {a.full_move}'
 try:b=oa(f)
 except c as i:raise d('fen',f'fen: {i}')from None
 if a.game_number not in(1,2):raise d('game',f'gameNumber: expected 1 or 2, got {a.game_number}')
 if b.d==1 and b.D==1:
  g,j=a.board.split(D)[:2]
  if not(g.isalpha()and e(g)==8)or j!='pppppppp':raise d('fen',f'fen: move 1 with Black to move, but Black has moved: {f!r}')
 if a.last_move=='none':
  if b.d!=0 or b.D!=1:raise d(Z,"lastMove: 'none' after the game's first move")
 elif not b.Sa(a.last_move):raise d(Z,f'lastMove: {a.last_move!r} cannot have led to {f!r}')
 return b
class lc:
 def __init__(a,c,b,d):
  a.number=c;a.h=[];a.oa=d;a.Z=None
  if b.d==1 and b.D==1:e=b.fen().split(D)[0];a.h.append(oa(Ua(e.upper())).hash)
 def Ya(b,a,f,g):
  a.h=list(b.h);c=b.oa.na(a,jc(g))
  if c.da is None:print(f'no legal move in {a.fen()}',file=O.stderr);return'resign'
  d=c.score<=hc
  if f and d:return'draw'
  e=a.ga(c.da);a.K(c.da);b.h=a.h+[a.hash];b.Z=a;return e+'='if d else e
 def ia(a,b):
  if a.Z is not None:c=pa(P.perf_counter(),1.,None,b);a.oa.ia(a.Z,c);a.Z=None
class mc:
 def __init__(a,b):a.Ea=b;a.aa=None
 def readline(a):
  b=a.Ea()
  if a.aa is None:a.aa=P.perf_counter()
  return b
 def Ta(a):a.aa=None
def nc(f=ab,k=True):
 c=bc(ya())if k else None;d=mc(c.readline if c else O.stdin.buffer.readline);e=ec(d.readline)
 try:
  gc.disable();ic(e);a=None;g=f()
  while True:
   l=e.G+1;d.Ta();b=e.Ua(db);m=d.aa;h=kc(b,l);i=a is None or b.game_number!=a.number or b.last_move=='none';j=lc(b.game_number,h,g)if i else a;print(j.Ya(h,b.draw_offered,m),flush=True)
   if i:a=j;g=f()
   if c is not None:a.ia(c.Za)
 except xa:return
 except v as n:print(f'chess960: bad input, stopping: {n}',file=O.stderr)
nc()
