# judge-chess: built by arena-bundler from 14 modules; do not edit, rebuild with `python -m bundler build`
# modules: sources sources.judge_chess sources.chesscore sources.chesscore.tables sources.chesscore.weights sources.chesscore.placement sources.chesscore.board sources.chesscore.budget sources.chesscore.evaluation sources.chesscore.search sources.readers sources.readers.judge_chess sources.judge_chess.protocol sources.judge_chess.__main__
# inputs sha256: d592d11324eee8fe
a=range;va=b'\x15\x1f)3=GQ[\x16 *4>HR\\\x17!+5?IS]\x18",6@JT^\x19#-7AKU_\x1a$.8BLV`\x1b%/9CMWa\x1c&0:DNXb';b=len;w=frozenset;x=enumerate;j=tuple;wa='en_passant_file';k='-';xa='black_to_move';ya='piece_square';F='O-O';X='O-O-O';q=304;r=str;s=int;t=set;za='castling';Aa=ValueError;y=310;z=936;Ba=Exception;A=min;G=330;m='';n=13;H=932;I=934;J=959;K=305;L=328;M=323;N=333;O=max;from collections import namedtuple as Y;import struct as Ca;from base64 import b64decode as Da;import gc,os,sys as B,time,random as Ea;Z,aa,ba,ca=10,-10,1,-1;P=aa,Z,ca,ba;Q=aa+ca,Z+ca,aa+ba,Z+ba;C=Q+P;D=-21,-19,-12,-8,8,12,19,21;Xa={2:4,3:5,4:6,5:7};Fa='.PNBRQK..pnbrqk';da='abcdefgh'
def c(a,b):return 21+a+10*b
def Ya():return{c(f,b):da[f]+r(b+1)for f in a(8)for b in a(8)}
def R(a):return 21<=a<=98 and 1<=a%10<=8
def ea(h):
 d=[None]*120
 for e in filter(R,a(120)):
  f=[]
  for g in h:
   b=[];c=e+g
   while R(c):b.append(c);c+=g
   if b:f.append(j(b))
  d[e]=j(f)
 return d
def Za():
 c=[None]*120
 for b in filter(R,a(120)):c[b]=j(b+a for a in D if R(b+a))
 return c
def ab(d):
 b=Ea.Random(d);c=[0]*2048
 for e in list(a(1,7))+list(a(9,15)):
  for f in Ya():c[e<<7|f]=b.getrandbits(64)
 return{ya:c,za:[0]+[b.getrandbits(64)for _ in a(15)],wa:[b.getrandbits(64)for _ in a(8)],xa:b.getrandbits(64)}
S=dict(zip(va,['a1','a2','a3','a4','a5','a6','a7','a8','b1','b2','b3','b4','b5','b6','b7','b8','c1','c2','c3','c4','c5','c6','c7','c8','d1','d2','d3','d4','d5','d6','d7','d8','e1','e2','e3','e4','e5','e6','e7','e8','f1','f2','f3','f4','f5','f6','f7','f8','g1','g2','g3','g4','g5','g6','g7','g8','h1','h2','h3','h4','h5','h6','h7','h8']));fa={b:a for a,b in S.items()};bb=j(va);ga=dict(zip(Ca.unpack('<56b',Da('9erf1Mm+swkSGyQtNj/37uXc08rBCxYhLDdCTfbs4tjOxLoKFB4oMjxG//79/Pv6+QECAwQFBgc=')),Ca.unpack('<56b',Da('9fX19fX19QkJCQkJCQn39/f39/f3CwsLCwsLC/b29vb29vYKCgoKCgoK/////////wEBAQEBAQE='))));ha=ea(Q);ia=ea(P);Ga=ea(C);cb=Za();T=ab(960);h=T[ya];ja=T[za];db=T[wa];ka=T[xa];Ha=j(b'ZZZZMXOBP_WXNXgpdj\x80\x8ap|\x84zrxqqvvvv'),(280,295,307,302,286,298,311,319,292,314,L,339,309,324,344,350,G,L,350,340,312,339,349,355,296,y,N,322,299,297,291,303),(338,339,M,329,342,348,338,L,321,344,N,336,331,325,G,337,326,327,335,356,N,346,342,348,N,332,340,326,M,320,M,M),(477,473,488,492,471,456,472,473,463,464,457,468,472,471,461,469,470,480,467,480,488,486,489,495,495,500,494,513,484,479,481,491),(964,969,957,967,953,957,966,961,947,J,952,952,J,957,948,953,966,955,938,956,965,960,969,966,958,958,J,951,962,958,960,961),(2,10,-18,-27,-20,-20,-40,-68,-50,-51,-52,-61,-73,-72,-90,-91,-76,-75,-88,-89,-75,-76,-91,-89,-75,-74,-90,-90,-75,-75,-90,-90);eb=j(b'xxxx}v\x85\x8difotqphdv\x82wd\x95\x9c\x98\x83\xbf\xbf\xb4\xb4xxxx'),(263,265,273,270,276,280,279,K,271,296,308,315,272,288,y,325,276,298,307,315,273,287,q,294,270,281,288,285,270,268,268,274),(299,302,K,308,q,y,316,q,K,321,G,322,308,306,L,313,301,y,K,326,306,q,315,316,q,302,307,309,300,297,q,300),(517,518,520,521,526,516,529,511,522,537,520,523,530,524,537,525,527,531,529,531,526,529,535,535,536,542,538,541,536,530,538,538),(931,933,H,925,931,z,H,z,H,I,947,948,I,941,944,954,z,941,942,J,935,939,950,950,H,940,942,z,I,I,937,z),(-31,-38,-29,-37,-28,-n,-7,1,-22,-8,n,15,-19,-1,12,26,-18,-1,12,22,-21,-14,6,9,-23,-7,-8,-11,-27,-21,-23,-22);Ia=0,5,-n,2,n,37,63,0;Ja=0,-n,0,19,11,44,103,0;fb=-3;gb=0,0,25,n,9,20,0;Ka=0,0,0,5,5,3,0;hb=0,0,0,6,7,n,0;ib=0,0,1,1,2,4,0
def La(a,b):return b*4+A(a,7-a)
U=1<<19;Ma=(1<<20)-1
def jb():
 i=[0]*2048;o=Ea.Random(64);j={}
 for b in a(1,7):
  for k in a(8):
   for f in a(8):
    l=La(k,f);p=Ha[b-1][l];q=eb[b-1][l];r=ib[b]<<0
    for d in 0,1:
     if b==3:g=(8,12)[d]
     elif b==1:g=(16,20)[d]
     else:g=None
     s=r+(1<<g if g is not None else 0);m=1 if d==0 else-1;n=c(k,f if d==0 else 7-f);e=b|(8 if d==1 else 0);i[e<<7|n]=m*p+(m*q<<20)+(s<<40);h=kb(b,k,f)
     if h is not None:
      if(e,h)not in j:j[e,h]=o.getrandbits(48)
      i[e<<7|n]+=j[e,h]<<64
 return i
def kb(a,b,c):
 if a==1:return b,c
 if a==4:return b
 if a==6:return(b,c)if c<2 else'away'
i=jb();lb='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';o=w(a(1,7)),w(a(9,15));mb=w('PNBRQKpnbrqk');nb=w('KQkqABCDEFGHabcdefgh');la=o[1]-{14},o[0]-{6};f=10,-10;E=None,None,D,Q,P,C,C;Na=(None,)*3+(ha,ia,Ga);Oa=(31,38),(81,88);V=(91,98),(21,28);ob='checkmate';pb='stalemate';qb='threefold repetition';rb='insufficient material';sb='fifty-move rule';tb='move limit';ub=250
def u(a):return a//10-2
def l(a):return a%10-1
def Pa(a):return(l(a)+u(a))%2==0
class d(Aa):0
def Qa(e,f,g,c):
 if b(e)<=f:return c
 a=e[f]
 if not(a.isascii()and a.isdigit())or s(a)<c:raise d(f'{g} must be a whole number from {c}, got {a!r}')
 return s(a)
class vb:
 def __init__(a,b=lb):a.Ra(b)
 def Ra(a,g):
  c=g.split()
  if not 2<=b(c)<=6:raise d(f'expected 6 fields, got {b(c)}')
  h,f=c[0],c[1];e=c[2]if b(c)>2 else k;j=c[3]if b(c)>3 else k
  if f not in('w','b'):raise d(f'side to move must be w or b, got {f!r}')
  if e!=k and not t(e)<=nb:raise d(f'castling must be - or KQkq or rook files, got {e!r}')
  a.t=Qa(c,4,'halfmove clock',0);a.J=Qa(c,5,'fullmove number',1);a.Sa(h);a.d=0 if f=='w'else 1;a.Ta(e);a.l=a.Ua(j)
  if a.z(a.g[a.d^1],a.d):raise d('the side to move can capture the king')
  a.V=[];a.h=[];a.hash=a.Va();a.W=sum(i[a.e[b]<<7|b]for c in a.j for b in c)
 def Sa(j,p):
  m=p.split('/')
  if b(m)!=8:raise d(f'expected 8 ranks, got {b(m)}')
  n=[16]*120;j.j=[t(),t()];h=[[],[]]
  for q,k in x(m):
   e=7-q;f=0
   for g in k:
    if g in'12345678':
     if f+s(g)>8:raise d(f'rank {e+1} has more than 8 files: {k!r}')
     for _ in a(s(g)):n[c(f,e)]=0;f+=1
     continue
    if g not in mb:raise d(f'unknown piece {g!r} on rank {e+1}')
    if f==8:raise d(f'rank {e+1} has more than 8 files: {k!r}')
    l=Fa.index(g)
    if l&7==1 and e in(0,7):raise d(f'a pawn on rank {e+1}')
    o=c(f,e);n[o]=l;i=1 if l&8 else 0;j.j[i].add(o)
    if l&7==6:h[i].append(o)
    f+=1
   if f!=8:raise d(f'rank {e+1} has {f} files: {k!r}')
  for i,r in(0,'white'),(1,'black'):
   if b(h[i])!=1:raise d(f'{b(h[i])} {r} kings')
  j.e=n;j.g=[h[0][0],h[1][0]]
 def Ua(b,e):
  if e==k:return 0
  c=b.d^1;a=fa.get(e)
  if a is None or u(a)!=(2 if c==0 else 5)or b.e[a]!=0 or b.e[a-f[c]]!=0 or b.e[a+f[c]]!=1|(8 if c==1 else 0):raise d(f'no pawn can just have skipped the en-passant square {e!r}')
  return a
 def Ta(b,t):
  b.Y=[0,0,0,0];o=0
  for p in t.replace(k,m):
   d=0 if p.isupper()else 1;f=0 if d==0 else 7;h=l(b.g[d]);i=4|(8 if d==1 else 0);j=p.lower()
   if j=='k':g=[a for a in a(h+1,8)if b.e[c(a,f)]==i];e=g[-1]if g else None
   elif j=='q':g=[a for a in a(h)if b.e[c(a,f)]==i];e=g[0]if g else None
   else:e=da.index(j)
   if e is None or u(b.g[d])!=f or b.e[c(e,f)]!=i:continue
   q=(1 if e<h else 2)<<2*d;b.Y[q.bit_length()-1]=c(e,f);o|=q
  b.y=o;n=[15]*120
  for r,s in x(b.Y):
   if s:n[s]&=~(1<<r);d=r//2;n[b.g[d]]&=~(3<<2*d)
  b.qa=n;b.Na=[b.db(a)for a in a(4)]
 def db(g,f):
  b=g.Y[f]
  if not b:return
  c=g.g[f//2];e=b-l(b);d,h=(e+6,e+5)if f&1 else(e+2,e+3);i=c,b,d,h;m=j(a for a in a(A(i),O(i)+1)if a!=c and a!=b);k=1 if d>=c else-1;n=j(a(c+k,d,k))if d!=c else();return m,n,d,b,h
 def Va(a):
  b=ja[a.y]
  for d in 0,1:
   for c in a.j[d]:b^=h[a.e[c]<<7|c]
  if a.d==1:b^=ka
  a.u=a.wa(a.l);return b^a.u
 def wa(a,b):
  if not b:return 0
  c=b+f[a.d^1];d=1|(8 if a.d==1 else 0);e=a.e
  if e[c-1]==d or e[c+1]==d:return db[l(b)]
  return 0
 def fen(b,h=True):
  f=[]
  for i in a(7,-1,-1):
   e,d=m,0
   for j in a(8):
    g=b.e[c(j,i)]
    if g==0:d+=1;continue
    if d:e,d=e+r(d),0
    e+=Fa[g]
   f.append(e+(r(d)if d else m))
  return' '.join(('/'.join(f),'wb'[b.d],b.ib(h),S[b.l]if b.l else k,r(b.t),r(b.J)))
 def ib(b,f=True):
  d=m
  for a in 0,1:
   e=[b.Y[a]for a in(2*a,2*a+1)if b.y>>a&1]
   if f:c=m.join(da[l(a)]for a in sorted(e))
   else:c=m.join('q'if c<b.g[a]else'k'for c in sorted(e,reverse=True))
   d+=c.upper()if a==0 else c
  return d or k
 def R(a,s):
  e=a.e;j=a.d;c=s&127;b=s>>7&127;p=s>>14;d=e[c];m=a.j[j];g=a.hash;k=a.W;a.V.append((s,e[b],a.y,a.l,a.u,a.t,g,k));a.h.append(g);g^=ka^a.u;t=a.y
  if t:
   v=t&a.qa[c]&a.qa[b]
   if v!=t:g^=ja[t]^ja[v];a.y=v
  a.l=0
  if p==3:
   u=c-l(c)
   if b<c:n,q=u+2,u+3
   else:n,q=u+6,u+5
   r=e[b];e[c]=e[b]=0;m.discard(c);m.discard(b);e[n]=d;e[q]=r;m.add(n);m.add(q);a.g[j]=n;g^=h[d<<7|c]^h[d<<7|n]^h[r<<7|b]^h[r<<7|q];k+=i[d<<7|n]-i[d<<7|c]+i[r<<7|q]-i[r<<7|b];a.t+=1
  else:
   w=e[b]
   if w:a.j[j^1].discard(b);g^=h[w<<7|b];k-=i[w<<7|b];a.t=0
   elif d&7==1:a.t=0
   else:a.t+=1
   e[c]=0;m.discard(c);m.add(b);g^=h[d<<7|c];k-=i[d<<7|c]
   if p>=4:d=p-2|d&8
   e[b]=d;g^=h[d<<7|b];k+=i[d<<7|b]
   if d&7==6:a.g[j]=b
   elif p==1:a.l=c+b>>1
   elif p==2:o=b-f[j];g^=h[e[o]<<7|o];k-=i[e[o]<<7|o];e[o]=0;a.j[j^1].discard(o)
  if j==1:a.J+=1
  a.d=j^1;a.u=a.wa(a.l)if a.l else 0;a.hash=g^a.u;a.W=k
 def pop(a):
  h,o,q,r,s,t,u,a.W=a.V.pop();a.h.pop();b=a.e;c=a.d^1;g=a.j[c];d=h&127;e=h>>7&127;n=h>>14
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
  if c==1:a.J-=1
  a.d=c;a.y=q;a.l=r;a.u=s;a.t=t;a.hash=u;return h
 def kb(a):a.V.append((a.l,a.u,a.hash));a.h.append(a.hash);a.hash^=ka^a.u;a.l=0;a.u=0;a.d^=1
 def nb(a):a.l,a.u,a.hash=a.V.pop();a.h.pop();a.d^=1
 def z(l,b,i):
  c=l.e;e=8 if i==1 else 0;m=2|e
  for d in cb[b]:
   if c[d]==m:return True
  g=1|e
  if i==0:
   if c[b-9]==g or c[b-11]==g:return True
  elif c[b+9]==g or c[b+11]==g:return True
  j=6|e;k=5|e;h=3|e
  for f in ha[b]:
   for d in f:
    a=c[d]
    if a:
     if a==h or a==k:return True
     if a==j and d==f[0]:return True
     break
  h=4|e
  for f in ia[b]:
   for d in f:
    a=c[d]
    if a:
     if a==h or a==k:return True
     if a==j and d==f[0]:return True
     break
  return False
 def Ba(a):return a.z(a.g[a.d],a.d^1)
 def Wa(m):
  d=m.e;i=m.d;e=m.g[i];v=o[i];g=0 if i==1 else 8;p=5|g;j=0;k=None;q={}
  for w,r in(P,4|g),(Q,3|g):
   for c in w:
    b=e+c;h=d[b]
    while h==0:b+=c;h=d[b]
    if h==r or h==p:j+=1;k=t(a(e+c,b+c,c))
    elif h in v:
     n=b+c;l=d[n]
     while l==0:n+=c;l=d[n]
     if l==r or l==p:q[b]=c
  x=2|g
  for s in D:
   if d[e+s]==x:j+=1;k={e+s}
  y=1|g;u=f[i]
  for b in e+u-1,e+u+1:
   if d[b]==y:j+=1;k={b}
  return j,k,q
 def G(c):
  d=c.e;e=c.d;l,z,n=c.Wa();k=[];m=c.g[e];o=la[e]
  if l<2:
   s=[];t=f[e];A,B=Oa[e];F,G=V[e];H=c.l
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
       if A<=a<=B and d[w]==0:i(a|w<<7|1<<14)
     for b in j-1,j+1:
      if d[b]in o:
       if v:
        for r in 4,5,6,7:i(a|b<<7|r<<14)
       else:i(a|b<<7)
      elif b==H:s.append(a|b<<7|2<<14)
    elif p==2:
     for I in D:
      b=a+I;g=d[b]
      if g==0 or g in o:i(a|b<<7)
    else:
     for q in E[p]:
      b=a+q;g=d[b]
      while g==0:i(a|b<<7);b+=q;g=d[b]
      if g in o:i(a|b<<7)
    if u and h:
     if a in n:x=n[a];h=[m for m in h if ga.get((m>>7&127)-a)in(x,-x)]
     if l:h=[m for m in h if m>>7&127 in z]
     k.extend(h)
   for y in s:
    c.R(y)
    if not c.z(c.g[e],e^1):k.append(y)
    c.pop()
   if not l and c.y:c.Ga(k)
  J=d[m];d[m]=0;K=e^1
  for q in C:
   b=m+q;g=d[b]
   if(g==0 or g in o)and not c.z(b,K):k.append(m|b<<7)
  d[m]=J;return k
 def ea(h):
  d=h.e;i=h.d;j=la[i];o=f[i];p,q=V[i];r=h.l;l=[];e=l.append
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
    for m in E[g]:
     if d[a+m]in j:e(a|a+m<<7)
   else:
    for s in Na[g][a]:
     for b in s:
      n=d[b]
      if n:
       if n in j:e(a|b<<7)
       break
  return l
 def Ja(b):
  c=b.e;g=b.d;i=f[g];m,n=Oa[g];o,p=V[g];j=[];h=j.append
  for a in b.j[g]:
   d=c[a]&7
   if d==1:
    e=a+i
    if c[e]==0 and not o<=e<=p:
     h(a|e<<7)
     if m<=a<=n and c[e+i]==0:h(a|e+i<<7|1<<14)
   elif d==2 or d==6:
    for k in E[d]:
     if c[a+k]==0:h(a|a+k<<7)
   else:
    for q in Na[d][a]:
     for l in q:
      if c[l]:break
      h(a|l<<7)
  if b.y:b.Ga(j)
  return j
 def pb(b,h):
  c=b.e;d,e=h&127,h>>7&127;m=c[d]
  if m not in o[b.d]or c[e]!=0:return False
  a=m&7;i=h>>14;g=e-d
  if a==1:
   j=f[b.d]
   if i==1:return g==2*j and c[d+j]==0
   n,p=V[b.d];return i==0 and g==j and not n<=e<=p
  if i!=0:return False
  if a==2 or a==6:return g in E[a]
  k=ga.get(g)
  if k not in E[a]:return False
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
  if d==3 and not chess960:c=a-l(a)+(2 if c<a else 6)
  e=S[a]+S[c]
  if d>=4:e+='nbrq'[d-4]
  return e
 def yb(c,b):
  b=b.strip().lower();d=c.G()
  for a in d:
   if c.ma(a)==b:return a
  for a in d:
   if a>>14==3 and c.ma(a,chess960=False)==b:return a
 def sb(h,b):
  d=h.d^1;i=8 if d==1 else 0;a=0 if d==0 else 7;f=h.e
  if b in(F,X):l,n=(6,5)if b==F else(2,3);return f[c(l,a)]==6|i and f[c(n,a)]==4|i
  g,e=fa.get(b[:2]),fa.get(b[2:4]);j=b[4:]
  if g is None or e is None or g==e:return False
  if j not in(m,'n','b','r','q')or f[g]in o[d^1]:return False
  k=f[e]
  if j:return k==2+'nbrq'.index(j)|i and u(e)==7-a
  if k in o[d]:return True
  return k==0 and u(g)==u(e)==a and h.g[d]in(c(2,a),c(6,a))
 def zb(c,a):b=a>>14;return b==2 or b!=3 and c.e[a>>7&127]!=0
 def Xa(a):b=a.h[-a.t:]if a.t else[];return b.count(a.hash)>=2
 def Ya(g):
  e=g.e;a=None
  for b in bb:
   c=e[b];d=c&7
   if c==0 or d==6:continue
   if d in(1,4,5):return False
   if a is None:a=b;continue
   f=e[a]
   if(f^c)&8 and d==3 and f&7==3 and Pa(b)==Pa(a):continue
   return False
  return True
 def eb(a):return 2*(a.J-1)+a.d
 def Ab(a):
  if not a.G():return ob if a.Ba()else pb
  if a.Xa():return qb
  if a.Ya():return rb
  if a.t>=100:return sb
  if a.eb()>=ub:return tb
class wb:
 def __init__(a,b,c,d=None,e=None):a.Oa=b+c;a.o=d;a.ra=e
 def za(a,b):
  if a.o is not None:return b>=a.o
  if a.ra is not None and a.ra():return True
  return time.perf_counter()>=a.Oa
xb=(1<<17)-1;p=9;yb=12;g=0,100,y,G,500,950,20000
def zb():
 b=[0]*2048
 for d in a(1,7):
  for e in a(8):
   for f in a(8):g=Ha[d-1][La(e,f)];b[d<<7|c(e,f)]=g;b[(d|8)<<7|c(e,7-f)]=g
 return b
Ab=zb()
def Bb():
 c=[None]*16
 for a,d in(2,None),(3,ha),(4,ia),(5,Ga):
  for e,b in(0,1),(8,-1):c[a|e]=d,b*Ka[a],b*Ka[a]*hb[a],b*gb[a]
 return c
Cb=Bb()
def Db():
 e=[None]*120
 for b in a(8):
  for d in a(8):
   f=[0]*120
   for g in a(O(b-1,0),A(b+2,8)):
    for h in a(O(d-1,0),A(d+2,8)):f[c(g,h)]=1
   e[c(b,d)]=f
 return e
def Eb(g):
 c=[None]*120
 for h,d in x(g):
  if d is not None:
   e=[0]*120
   for b in a(21,99):
    if d[b]:
     for f in D:
      if 0<=b+f<120:e[b+f]+=1
   c[h]=e
 return c
Ra=Db();Fb=Eb(Ra);Sa=[(-1,0,0)]*(1<<17)
def ma(b):
 e=b.W+U;f=e>>64;j=f&xb;o,g,h=Sa[j]
 if o!=f:g,h=Ib(b);Sa[j]=f,g,h
 k=(e&Ma)-U+g;l=(e>>20)+U;m=(l&Ma)-U+h;c=l>>20&(1<<24)-1;d=c&255
 if d>24:d=24
 n,p=Gb(b);k+=n+p+fb*Hb(b);m+=n;i=k*d+m*(24-d);a=i//24 if i>=0 else-(-i//24)
 if c>>8&15>=2:a+=42
 if c>>12&15>=2:a-=42
 if a>0:
  if not c>>16&15 and Ta(b,0):a//=8
 elif a<0:
  if not c>>20&15 and Ta(b,1):a=-(-a//8)
 return a if b.d==0 else-a
def Gb(a):
 d=a.e;l=Cb;e=f=0
 for m,n in x(a.j):
  g=a.g[m^1];o=Ra[g];p=Fb[g]
  for b in n:
   h=l[d[b]]
   if h is not None:
    i,q,r,s=h
    if i is None:c=p[b]
    else:
     c=j=0
     for t in i[b]:
      for k in t:
       c+=o[k]
       if d[k]:break
       j+=1
     e+=q*j-r
    f+=s*c
 return e,f
def Hb(d):
 e=d.e;f,g=d.g;c=0
 for b in C:
  a=f+b
  while not e[a]:c+=1;a+=b
  a=g+b
  while not e[a]:c-=1;a+=b
 return c
def Ib(k):
 f=k.e;h=[0]*10;i=[0]*10;l=[-1]*10;m=[8]*10;o,q,r,s=[],[],[],[]
 for c in k.j[0]:
  n=f[c]
  if n==1:
   o.append(c);b,d=c%10,c//10-2;h[b]+=1
   if d<m[b]:m[b]=d
  elif n==4:r.append(c)
 for c in k.j[1]:
  n=f[c]
  if n==p:
   q.append(c);b,d=c%10,c//10-2;i[b]+=1
   if d>l[b]:l[b]=d
  elif n==yb:s.append(c)
 g=j=0
 for c in o:
  b,d=c%10,c//10-2
  if l[b-1]<=d and l[b]<=d and l[b+1]<=d:g+=Ia[d];j+=Ja[d]
  if not h[b-1]and not h[b+1]:g-=14;j-=1
 for c in q:
  b,d=c%10,7-(c//10-2)
  if m[b-1]>=7-d and m[b]>=7-d and m[b+1]>=7-d:g-=Ia[d];j-=Ja[d]
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
 if e>80:g-=13*((f[e-9]==p)+(f[e-10]==p)+(f[e-11]==p))+4*((f[e-19]==p)+(f[e-20]==p)+(f[e-21]==p))
 return g,j
def Ta(d,e):
 g=d.e;a=[0]*7;b=[0]*7
 for h,i in(e,a),(e^1,b):
  for j in d.j[h]:i[g[j]&7]+=1
 f=a[4]*5+a[5]*9;k=b[4]*5+b[5]*9;c=a[2]+a[3];l=b[2]+b[3]
 if f==0:return c<=1 or c==2 and a[2]==2
 return f==k and c<=l+1
na=100000;v=na-1000;oa=na+1;Jb=256;pa=(1<<18)-1;Kb=-1;Lb=0,0,0,0,Kb;Mb=75000;qa=150;Ua=0,8,14;Nb=200;Ob=1<<30;ra=1<<28;Va=1<<27,(1<<27)-1;Pb=1<<26;Qb=2,3,4,5
class W(Ba):0
class sa:
 def __init__(a,b,c,d,e):a.Pa=b;a.xb=c;a.depth=d;a.o=e
class Rb:
 def __init__(b,c=10):b.sa=c;b.ga=[Lb]*(1<<18);b.Z={};b.h={};b.ha=[[0,0]for _ in a(65)];b.o=0;b.aa=0;b.K=None;b.ta=0
 def gb(d,a,e,f=w(),g=63):
  c=[a for a in a.G()if a not in f]
  if not c:return sa(None,0,0,0)
  d.start(e,a.d)
  if b(c)==1:return sa(c[0],ma(a),0,0)
  return d.xa(a,c,g)
 def Bb(b,a,d):
  c=a.G();b.start(d,a.d^1)
  if c:b.xa(a,c,63)
 def start(a,c,d):
  if b(a.Z)>Mb:a.Z.clear()
  for e in a.h:a.h[e]>>=2
  a.K=c;a.o=0;a.aa=a.ya(0);a.ta=d
 def xa(a,d,b,j):
  e,f,c=b[0],0,0;b=a.order(d,b,0,a.fb(d))
  try:
   while c<j and not a.K.za(a.o):
    g,h=a.jb(d,b,c+1);c+=1;e,f=g,h;b.remove(g);b.insert(0,g)
    if abs(h)>v:break
  except W as i:
   if i.args:e,f=i.args
  return sa(e,f,c,a.o)
 def ya(a,b):
  if a.K.o is not None:return a.K.o
  return b+16
 def Ha(a):
  if a.K.za(a.o):raise W()
  a.aa=a.ya(a.o)
 def jb(d,b,g,e):
  a,h=-oa,oa;f=g[0]
  for i,j in x(g):
   b.R(j)
   try:
    if i==0:c=-d.H(b,e-1,-h,-a,1,True)
    else:
     c=-d.H(b,e-1,-a-1,-a,1,True)
     if c>a:c=-d.H(b,e-1,-h,-a,1,True)
   except W:
    if i>0:raise W(f,a)
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
 def H(c,a,d,f,e,h,w):
  c.o+=1
  if c.o>=c.aa:c.Ha()
  if c.Za(a):return c.na(a)
  if h>=64:return ma(a)
  k=a.Ba()
  if k:d+=1
  if d<=0:return c.Ia(a,f,e,h,k)
  x=f;s=a.hash;y,z,o,t,A=c.ga[s&pa]
  if A!=s:t=0
  elif y>=d and e-f==1:
   g=Vb(z,h)
   if o==0 or o==1 and g>=e or o==2 and g<=f:return g
  B=e-f==1;i=c.Da(a)if B and not k and abs(e)<v else None
  if i is not None:
   if d<=2 and i-qa*d>=e:return i
   if w and d>=3 and i>=e and Tb(a):
    a.kb()
    try:g=-c.H(a,d-1-2,-e,-e+1,h+1,False)
    finally:a.nb()
    if g>=e:return e
  j=-oa;p=i is not None and d<=2 and i+qa*d<=f
  if p:j=i+qa*d
  C=Ua[d]if i is not None and d<b(Ua)else Jb;D=a.e;E=a.g[a.d];n=m=0
  for l in c.ab(a,h,t,p,k):
   q=not D[l>>7&127]and l>>14<2
   if q and m>C:continue
   a.R(l)
   try:
    if not k and Wa(l,E)and not a.Ma():continue
    if not n:n=l
    if m==0:g=-c.H(a,d-1,-e,-f,h+1,True)
    else:
     u=1 if d>=2 and m>=3 and q and not k else 0;g=-c.H(a,d-1-u,-f-1,-f,h+1,True)
     if g>f and(u or g<e):g=-c.H(a,d-1,-e,-f,h+1,True)
   finally:a.pop()
   m+=1
   if g>j:
    j,n=g,l
    if g>f:
     f=g
     if f>=e:
      if q:c.vb(l,d,h)
      break
  if not m:
   if p:return j if a.G()else c.na(a)
   return-na+h if k else c.na(a)
  if j>=e:r=1
  elif j>x:r=0
  else:r=2
  c.Aa(a,d,j,r,n,h);return j
 def ab(e,a,f,b,g,h):
  c=not h and b and Sb(a,b,g)
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
   if f<ra:break
   if a!=b:yield a
  h=[a for a in d.ha[e]if a and a!=b and c.pb(a)];yield from h
  for f,a in g:
   if f<ra and a!=b:yield a
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
   if e+f+Nb<b:continue
   m=k[c&127]&7
   if g[m]>f+50 and a.z(c>>7&127,a.d^1):continue
   i.append((f*8-m,c))
  i.sort(reverse=True);q=a.g[a.d]
  for _,c in i:
   a.R(c)
   try:
    if(p or Wa(c,q))and not a.Ma():continue
    n=-d.Ia(a,-h,-b,o+1)
   finally:a.pop()
   if n>b:
    b=n
    if b>=h:break
  return b
 def Da(c,a):
  b=c.Z.get(a.hash)
  if b is None:b=c.Z[a.hash]=ma(a)
  return b
 def fb(c,a):b=c.ga[a.hash&pa];return b[3]if b[4]==a.hash else 0
 def Aa(b,c,d,e,f,g,h):a=c.hash;b.ga[a&pa]=d,Ub(e,h),f,g,a
 def vb(c,a,d,e):
  b=c.ha[e]
  if b[0]!=a:b[1]=b[0];b[0]=a
  c.h[a]=c.h.get(a,0)+d*d
 def order(a,b,c,d,e):return[a for _,a in a.Ca(b,c,d,e)]
 def Ca(m,j,s,t,u):
  e=j.e;v,w=m.ha[t];n=m.h;d=Ab;k=[]
  for a in s:
   if a==u:b=Ob
   else:
    f=e[a>>7&127];c=a>>14
    if c==3:f=0
    elif c==2:f=1
    if f or c>=4:
     o=e[a&127]&7;b=g[f&7]*8+(g[c-2]if c>=4 else 0)-o
     if c<4 and g[o]>g[f&7]+50 and j.z(a>>7&127,j.d^1):b+=Pb
     else:b+=ra
    elif a==v:b=Va[0]
    elif a==w:b=Va[1]
    elif c==3:h,l=a&127,a>>7&127;i=h-h%10;x,y=(i+3,i+4)if l<h else(i+7,i+6);p,q=e[h]<<7,e[l]<<7;b=n.get(a,0)*8+d[p|x]-d[p|h]+d[q|y]-d[q|l]
    else:r=e[a&127]<<7;b=n.get(a,0)*8+d[r|a>>7&127]-d[r|a&127]
   k.append((b,a))
  k.sort(reverse=True);return k
def Sb(a,b,g):
 c=a.e;f=a.d;d=b>>14;e=b>>7&127
 if c[b&127]not in o[f]or d==3:return False
 if d==2:return e==a.l
 if c[e]in la[f]:return True
 return c[e]==0 and(not g or d>=4)
def Wa(a,b):c=a&127;return c==b or a>>14==2 or c-b in ga
def Tb(a):
 b=a.e
 for c in a.j[a.d]:
  if b[c]&7 in Qb:return True
 return False
def Ub(a,b):
 if a>v:return a+b
 if a<-v:return a-b
 return a
def Vb(a,b):
 if a>v:return a-b
 if a<-v:return a+b
 return a
class ta(Ba):0
class e(Aa):0
Wb=Y('Init','color');Xb=Y('Turn','last_move my_time opp_time fen');Yb=Y('Status','status remaining_time')
class Zb:
 def __init__(a,b):a.readline=b;a.B=0
 def oa(a):
  b=a.readline()
  if not b:raise ta(f'input ended after line {a.B}')
  a.B+=1
  if b[-1:]not in('\n',b'\n'):raise ta(f'input ended inside line {a.B}')
  return a.decode(b).rstrip('\r\n')
 def decode(b,a):
  if isinstance(a,r):return a
  try:return a.decode('utf-8')
  except UnicodeDecodeError:raise e(f'input line {b.B}: expected UTF-8 text, got {a!r}')from None
 def fa(a,b,c,d):return e(f'input line {a.B}: {b}: expected {c}, got {d!r}')
 def split(e,a,c,f,g=False):
  d=a.split(None,c-1)if g else a.split()
  if b(d)!=c:raise e.fa(f,f'{c} fields',a)
  return d
 def la(c,a,d):
  b=a[1:]if a[:1]==k else a
  if b.isascii()and b.isdigit():return s(a)
  raise c.fa(d,'an integer',a)
 def ka(d,a,c,e):
  if not a or b(a)>c or' 'in a:raise d.fa(e,f'a word of at most {c} characters',a)
  return a
 def string(d,a,c,e):
  if b(a)>c:raise d.fa(e,f'at most {c} characters',a)
  return a
 def lb(a):b=a.ka(a.oa(),5,'color');return Wb(b)
 def rb(a):b=a.split(a.oa(),4,'lastMove myTime oppTime fen',True);c=a.ka(b[0],5,'lastMove');d=a.la(b[1],'myTime');e=a.la(b[2],'oppTime');f=a.string(b[3],100,'fen');return Xb(c,d,e,f)
 def qb(a):b=a.split(a.oa(),2,'status remainingTime');c=a.ka(b[0],1,'status');d=a.la(b[1],'remainingTime');return Yb(c,d)
ua='white','black'
def ac(b,c):a=os.environ.get('ARENA_NODES');d=O(.5,c)/10;e=A(.5,d/30);return wb(b,e,s(a)if a else None)
def bc(b,a):
 if a>>14==3:return F if a>>7&127>a&127 else X
 return b.ma(a)[:4]
def cc(a):
 if a>>14>=4:return a&16383|Xa[5]<<14
 return a
class dc:
 def __init__(a,b):a.h=[];a.Qa=b;a.E=None;a.ia=t();a.ba=None;a.ua=0.;a.va=0
 def pa(a,b,c):a.va=c;a.E=b;a.E.h=list(a.h);a.ia=t();return a.Ea()
 def Ea(a):
  c=a.E;d={a for a in c.G()if 4<=a>>14<7};e=ac(a.ua,a.va);b=a.Qa.gb(c,e,a.ia|d).Pa
  if b is None:return
  b=cc(b);a.ia.add(b);a.ba=b;return bc(c,b)
 def mb(a):
  if a.ba is None:return
  a.E.R(a.ba);a.h=a.E.h+[a.E.hash];a.ba=None
class ec:
 def __init__(a,b):a.readline=b;a.ca=None
 def __call__(a):b=a.peek();a.ca=None;return b
 def peek(a):
  if a.ca is None:a.ca=a.readline()
  return a.ca
 def hb(a):return b(a.peek().split())==2
class fc:
 def __init__(a,b,c,d):a.P=b;a.lines=c;a.Q=d;a.da=None;a.F=None;a.ja=True
 def La(a,b):print(f'judge_chess: {b}; waiting for a position',file=B.stderr);a.ja=False;a.F=None
 def Ka(a,b):
  if a.ja:print(f'judge_chess: {b}; ignored',file=B.stderr)
 def cb(a):
  try:
   b=a.P.lb().color
   if b not in ua:raise e(f'input line 1: color: expected white or black, got {b!r}')
   a.da=ua.index(b)
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
  if a.F is not None:print(f'judge_chess: input line {c}: a new position before the status of the last move; answering it',file=B.stderr)
  a.ja=True;a.F=b;a.Fa(a.Q.pa(d,b.my_time))
 def bb(h,g,a):
  i=g.fen.split()
  if b(i)!=6:raise e(f'input line {a}: fen: expected 6 fields, got {g.fen!r}')
  try:c=vb(g.fen)
  except d as j:raise e(f'input line {a}: fen: {j}')from None
  if h.da is not None and c.d!=h.da:raise e(f'input line {a}: fen: {i[1]} to move, but this bot plays {ua[h.da]}')
  f=g.last_move
  if f=='NONE':
   if c.d!=0 or c.J!=1:raise e(f'input line {a}: lastMove: NONE after move 1')
  elif not((b(f)==4 or f in(F,X))and c.sb(f)):raise e(f'input line {a}: lastMove: {f!r} cannot have led to the position')
  return c
 def Fa(a,b):
  if b is None:print(f'judge_chess: no move left to try in {a.Q.E.fen()}',file=B.stderr);a.F=None;return
  print(b,flush=True)
def hc(c=Rb):
 a=ec(B.stdin.buffer.readline);b=fc(Zb(a),a,dc(c()))
 try:
  gc.disable();b.cb()
  while True:b.step()
 except ta:return
hc()
