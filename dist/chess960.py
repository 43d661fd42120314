# chess960: built by arena-bundler from 14 modules; do not edit, rebuild with `python -m bundler build`
# modules: sources sources.chess960 sources.chesscore sources.chesscore.tables sources.chesscore.board sources.chesscore.budget sources.chesscore.weights sources.chesscore.evaluation sources.chesscore.search sources.pipe_input sources.readers sources.readers.chess960 sources.chess960.protocol sources.chess960.__main__
# inputs sha256: 2b886e3220a353ae
a=range;va=b'\x15\x1f)3=GQ[\x16 *4>HR\\\x17!+5?IS]\x18",6@JT^\x19#-7AKU_\x1a$.8BLV`\x1b%/9CMWa\x1c&0:DNXb';x=enumerate;I=frozenset;i=len;aa='lastmove';ba='castling';ca=ValueError;wa='en_passant_file';J=tuple;p='-';xa='black_to_move';ya='piece_square';Q=b'\n';y=304;z=str;A=int;K=310;L=936;za=Exception;q=13;r='';from collections import namedtuple as Aa;import struct as Ba;from base64 import b64decode as Ca;import gc,os,sys as R,time as S,random as Da,select;e,d=0,1;b=0;c,l,m,j,u,g=1,2,3,4,5,6;f=8;sb=16;da,ea,fa,ga=10,-10,1,-1;B=ea,da,ga,fa;C=ea+ga,da+ga,ea+fa,da+fa;D=C+B;M=-21,-19,-12,-8,8,12,19,21;Ic,Ea,N,E=0,1,2,3;Fa='.PNBRQK..pnbrqk';T='abcdefgh'
def h(file,a):return 21+file+10*a
def tb():return{h(f,r):T[f]+z(r+1)for f in a(8)for r in a(8)}
def ub(e):
 b=Da.Random(e);d=[0]*2048
 for h in list(a(c,g+1))+list(a(f+c,f+g+1)):
  for i in tb():d[h<<7|i]=b.getrandbits(64)
 return{ya:d,ba:[0]+[b.getrandbits(64)for _ in a(15)],wa:[b.getrandbits(64)for _ in a(8)],xa:b.getrandbits(64)}
U=dict(zip(va,['a1','a2','a3','a4','a5','a6','a7','a8','b1','b2','b3','b4','b5','b6','b7','b8','c1','c2','c3','c4','c5','c6','c7','c8','d1','d2','d3','d4','d5','d6','d7','d8','e1','e2','e3','e4','e5','e6','e7','e8','f1','f2','f3','f4','f5','f6','f7','f8','g1','g2','g3','g4','g5','g6','g7','g8','h1','h2','h3','h4','h5','h6','h7','h8']));ha={b:a for a,b in U.items()};vb=J(va);wb=dict(zip(Ba.unpack('<56b',Ca('9erf1Mm+swkSGyQtNj/37uXc08rBCxYhLDdCTfbs4tjOxLoKFB4oMjxG//79/Pv6+QECAwQFBgc=')),Ba.unpack('<56b',Ca('9fX19fX19QkJCQkJCQn39/f39/f3CwsLCwsLC/b29vb29vYKCgoKCgoK/////////wEBAQEBAQE='))));V=ub(960);n=V[ya];ia=V[ba];xb=V[wa];ja=V[xa];yb='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';O=I(a(c,g+1)),I(a(f+c,f+g+1));zb=I('PNBRQKpnbrqk');Ab=I('KQkqABCDEFGHabcdefgh');Ga=O[d]-{f+g},O[e]-{g};s=10,-10;Bb=(31,38),(81,88);Ha=(91,98),(21,28);Cb=15;Db='checkmate';Eb='stalemate';Fb='threefold repetition';Gb='insufficient material';Hb='fifty-move rule';Ib='move limit';Jb=250
def F(a):return a//10-2
def t(a):return a%10-1
def Ia(a):return(t(a)+F(a))%2==0
class k(ca):0
def Ja(c,d,e,b):
 if i(c)<=d:return b
 a=c[d]
 if not(a.isascii()and a.isdigit())or A(a)<b:raise k(f'{e} must be a whole number from {b}, got {a!r}')
 return A(a)
class ka:
 def __init__(a,b=yb):a.ya(b)
 def ya(a,g):
  b=g.split()
  if not 2<=i(b)<=6:raise k(f'expected 6 fields, got {i(b)}')
  h,f=b[0],b[1];c=b[2]if i(b)>2 else p;j=b[3]if i(b)>3 else p
  if f not in('w','b'):raise k(f'side to move must be w or b, got {f!r}')
  if c!=p and not set(c)<=Ab:raise k(f'castling must be - or KQkq or rook files, got {c!r}')
  a.o=Ja(b,4,'halfmove clock',0);a.D=Ja(b,5,'fullmove number',1);a.za(h);a.d=e if f=='w'else d;a.Aa(c);a.en_passant=a.Ba(j)
  if a.u(a.g[a.d^1],a.d):raise k('the side to move can capture the king')
  a.P=[];a.h=[];a.hash=a.Ca()
 def za(p,v):
  s=v.split('/')
  if i(s)!=8:raise k(f'expected 8 ranks, got {i(s)}')
  t=[sb]*120;p.j=[set(),set()];n=[[],[]]
  for w,q in x(s):
   j=7-w;l=0
   for m in q:
    if m in'12345678':
     if l+A(m)>8:raise k(f'rank {j+1} has more than 8 files: {q!r}')
     for _ in a(A(m)):t[h(l,j)]=b;l+=1
     continue
    if m not in zb:raise k(f'unknown piece {m!r} on rank {j+1}')
    if l==8:raise k(f'rank {j+1} has more than 8 files: {q!r}')
    r=Fa.index(m)
    if r&7==c and j in(0,7):raise k(f'a pawn on rank {j+1}')
    u=h(l,j);t[u]=r;o=d if r&f else e;p.j[o].add(u)
    if r&7==g:n[o].append(u)
    l+=1
   if l!=8:raise k(f'rank {j+1} has {l} files: {q!r}')
  for o,y in(e,'white'),(d,'black'):
   if i(n[o])!=1:raise k(f'{i(n[o])} {y} kings')
  p.e=t;p.g=[n[e][0],n[d][0]]
 def Ba(g,i):
  if i==p:return 0
  h=g.d^1;a=ha.get(i)
  if a is None or F(a)!=(2 if h==e else 5)or g.e[a]!=b or g.e[a-s[h]]!=b or g.e[a+s[h]]!=c|(f if h==d else 0):raise k(f'no pawn can just have skipped the en-passant square {i!r}')
  return a
 def Aa(b,y):
  b.Q=[0,0,0,0];q=0
  for s in y.replace(p,r):
   c=e if s.isupper()else d;i=0 if c==e else 7;l=t(b.g[c]);m=j|(f if c==d else 0);n=s.lower()
   if n=='k':k=[f for f in a(l+1,8)if b.e[h(f,i)]==m];g=k[-1]if k else None
   elif n=='q':k=[f for f in a(l)if b.e[h(f,i)]==m];g=k[0]if k else None
   else:g=T.index(n)
   if g is None or F(b.g[c])!=i or b.e[h(g,i)]!=m:continue
   u=(1 if g<l else 2)<<2*c;b.Q[u.bit_length()-1]=h(g,i);q|=u
  b.z=q;o=[Cb]*120
  for v,w in x(b.Q):
   if w:o[w]&=~(1<<v);c=v//2;o[b.g[c]]&=~(3<<2*c)
  b.fa=o;b.va=[b.Ia(a)for a in a(4)]
 def Ia(g,f):
  b=g.Q[f]
  if not b:return
  c=g.g[f//2];e=b-t(b);d,h=(e+6,e+5)if f&1 else(e+2,e+3);i=c,b,d,h;k=J(a for a in a(min(i),max(i)+1)if a!=c and a!=b);j=1 if d>=c else-1;l=J(a(c+j,d,j))if d!=c else();return k,l,d,b,h
 def Ca(a):
  b=ia[a.z]
  for f in e,d:
   for c in a.j[f]:b^=n[a.e[c]<<7|c]
  if a.d==d:b^=ja
  a.t=a.ma(a.en_passant);return b^a.t
 def ma(a,b):
  if not b:return 0
  e=b+s[a.d^1];g=c|(f if a.d==d else 0);h=a.e
  if h[e-1]==g or h[e+1]==g:return xb[t(b)]
  return 0
 def fen(c,i=True):
  f=[]
  for j in a(7,-1,-1):
   e,d=r,0
   for k in a(8):
    g=c.e[h(k,j)]
    if g==b:d+=1;continue
    if d:e,d=e+z(d),0
    e+=Fa[g]
   f.append(e+(z(d)if d else r))
  return' '.join(('/'.join(f),'wb'[c.d],c.Oa(i),U[c.en_passant]if c.en_passant else p,z(c.o),z(c.D)))
 def Oa(b,h=True):
  f=r
  for a in e,d:
   g=[b.Q[a]for a in(2*a,2*a+1)if b.z>>a&1]
   if h:c=r.join(T[t(a)]for a in sorted(g))
   else:c=r.join('q'if c<b.g[a]else'k'for c in sorted(g,reverse=True))
   f+=c.upper()if a==e else c
  return f or p
 def K(a,q):
  h=a.e;l=a.d;i=q&127;e=q>>7&127;o=q>>14;j=h[i];m=a.j[l];k=a.hash;a.P.append((q,h[e],a.z,a.en_passant,a.t,a.o,k));a.h.append(k);k^=ja^a.t;r=a.z
  if r:
   x=r&a.fa[i]&a.fa[e]
   if x!=r:k^=ia[r]^ia[x];a.z=x
  a.en_passant=0
  if o==E:
   u=i-t(i)
   if e<i:p,v=u+2,u+3
   else:p,v=u+6,u+5
   y=h[e];h[i]=h[e]=b;m.discard(i);m.discard(e);h[p]=j;h[v]=y;m.add(p);m.add(v);a.g[l]=p;k^=n[j<<7|i]^n[j<<7|p]^n[y<<7|e]^n[y<<7|v];a.o+=1
  else:
   z=h[e]
   if z:a.j[l^1].discard(e);k^=n[z<<7|e];a.o=0
   elif j&7==c:a.o=0
   else:a.o+=1
   h[i]=b;m.discard(i);m.add(e);k^=n[j<<7|i]
   if o>=4:j=o-2|j&f
   h[e]=j;k^=n[j<<7|e]
   if j&7==g:a.g[l]=e
   elif o==Ea:a.en_passant=i+e>>1
   elif o==N:w=e-s[l];k^=n[h[w]<<7|w];h[w]=b;a.j[l^1].discard(w)
  if l==d:a.D+=1
  a.d=l^1;a.t=a.ma(a.en_passant)if a.en_passant else 0;a.hash=k^a.t
 def pop(a):
  m,u,w,x,y,z,A=a.P.pop();a.h.pop();h=a.e;i=a.d^1;l=a.j[i];j=m&127;k=m>>7&127;r=m>>14
  if r==E:
   n=j-t(j)
   if k<j:o,p=n+2,n+3
   else:o,p=n+6,n+5
   B,C=h[o],h[p];h[o]=h[p]=b;l.discard(o);l.discard(p);h[j]=B;h[k]=C;l.add(j);l.add(k);a.g[i]=j
  else:
   q=h[k]
   if r>=4:q=c|q&f
   h[j]=q;h[k]=u;l.discard(k);l.add(j)
   if u:a.j[i^1].add(k)
   if q&7==g:a.g[i]=j
   elif r==N:v=k-s[i];h[v]=c|(f if i==e else 0);a.j[i^1].add(v)
  if i==d:a.D-=1
  a.d=i;a.z=w;a.en_passant=x;a.t=y;a.o=z;a.hash=A;return m
 def Ra(a):a.P.append((a.en_passant,a.t,a.hash));a.h.append(a.hash);a.hash^=ja^a.t;a.en_passant=0;a.t=0;a.d^=1
 def Ua(a):a.en_passant,a.t,a.hash=a.P.pop();a.h.pop();a.d^=1
 def u(v,i,r):
  h=v.e;n=f if r==d else 0;w=l|n
  for x in M:
   if h[i+x]==w:return True
  p=c|n
  if r==e:
   if h[i-9]==p or h[i-11]==p:return True
  elif h[i+9]==p or h[i+11]==p:return True
  s=g|n;t=u|n;q=m|n
  for o in C:
   k=i+o;a=h[k]
   if a==s:return True
   while a==b:k+=o;a=h[k]
   if a==q or a==t:return True
  q=j|n
  for o in B:
   k=i+o;a=h[k]
   if a==s:return True
   while a==b:k+=o;a=h[k]
   if a==q or a==t:return True
  return False
 def sa(a):return a.u(a.g[a.d],a.d^1)
 def Da(t):
  h=t.e;o=t.d;i=t.g[o];D=O[o];k=0 if o==d else f;w=u|k;p=0;q=None;x={}
  for E,y in(B,j|k),(C,m|k):
   for g in E:
    e=i+g;n=h[e]
    while n==b:e+=g;n=h[e]
    if n==y or n==w:p+=1;q=set(a(i+g,e+g,g))
    elif n in D:
     v=e+g;r=h[v]
     while r==b:v+=g;r=h[v]
     if r==y or r==w:x[e]=g
  F=l|k
  for z in M:
   if h[i+z]==F:p+=1;q={i+z}
  G=c|k;A=s[o]
  for e in i+A-1,i+A+1:
   if h[e]==G:p+=1;q={e}
  return p,q,x
 def H(a):return a.na(False)
 def La(a):return a.na(True)
 def na(e,q):
  f=e.e;h=e.d;r,J,v=e.Da();p=[];t=e.g[h];w=Ga[h]
  if r<2:
   z=[];A=s[h];K,L=Bb[h];O,P=Ha[h];Q=e.en_passant
   for a in e.j[h]:
    u=f[a]&7
    if u==g:continue
    E=r or a in v
    if E:
     if r and a in v:continue
     k=[]
    else:k=p
    n=k.append
    if u==c:
     o=a+A;F=O<=o<=P
     if f[o]==b:
      if F:
       for y in 4,5,6,7:n(a|o<<7|y<<14)
      elif not q:
       n(a|o<<7);G=o+A
       if K<=a<=L and f[G]==b:n(a|G<<7|Ea<<14)
     for d in o-1,o+1:
      if f[d]in w:
       if F:
        for y in 4,5,6,7:n(a|d<<7|y<<14)
       else:n(a|d<<7)
      elif d==Q:z.append(a|d<<7|N<<14)
    elif u==l:
     for R in M:
      d=a+R;i=f[d]
      if i in w or i==b and not q:n(a|d<<7)
    else:
     S=B if u==j else C if u==m else D
     for x in S:
      d=a+x;i=f[d]
      while i==b:
       if not q:n(a|d<<7)
       d+=x;i=f[d]
      if i in w:n(a|d<<7)
    if E and k:
     if a in v:H=v[a];k=[m for m in k if wb.get((m>>7&127)-a)in(H,-H)]
     if r:k=[m for m in k if m>>7&127 in J]
     p.extend(k)
   for I in z:
    e.K(I)
    if not e.u(e.g[h],h^1):p.append(I)
    e.pop()
   if not r and e.z and not q:e.Pa(p)
  T=f[t];f[t]=b;U=h^1
  for x in D:
   d=t+x;i=f[d]
   if(i in w or i==b and not q)and not e.u(d,U):p.append(t|d<<7)
  f[t]=T;return p
 def Ha(k):
  e=k.e;n=k.d;o=Ga[n];v=s[n];w,x=Ha[n];y=k.en_passant;r=[];h=r.append
  for d in k.j[n]:
   i=e[d]&7
   if i==c:
    f=d+v
    if w<=f<=x:
     if e[f]==b:
      for p in 4,5,6,7:h(d|f<<7|p<<14)
     for a in f-1,f+1:
      if e[a]in o:
       for p in 4,5,6,7:h(d|a<<7|p<<14)
     continue
    for a in f-1,f+1:
     if e[a]in o:h(d|a<<7)
     elif a==y:h(d|a<<7|N<<14)
   elif i==l or i==g:
    for t in M if i==l else D:
     if e[d+t]in o:h(d|d+t<<7)
   else:
    z=B if i==j else C if i==m else D
    for u in z:
     a=d+u;q=e[a]
     while q==b:a+=u;q=e[a]
     if q in o:h(d|a<<7)
  return r
 def Va(a):b=a.d^1;return not a.u(a.g[b],a.d)
 def Pa(c,l):
  a=c.e;d=c.d;e=c.g[d];h=d^1
  for i in 2*d,2*d+1:
   if not c.z>>i&1:continue
   m,n,o,f,j=c.va[i]
   if any(a[b]for b in m):continue
   p,k=a[e],a[f];a[e]=b;g=True
   for q in n:
    if c.u(q,h):g=False;break
   if g:a[f]=b;a[j]=k;g=not c.u(o,h);a[j]=b;a[f]=k
   a[e]=p
   if g:l.append(e|f<<7|E<<14)
 def ca(f,b,chess960=True):
  a,c,d=b&127,b>>7&127,b>>14
  if d==E and not chess960:c=a-t(a)+(2 if c<a else 6)
  e=U[a]+U[c]
  if d>=4:e+='nbrq'[d-4]
  return e
 def Ya(c,a):
  a=a.strip().lower()
  for b in c.H():
   if c.ca(b)==a or b>>14==E and c.ca(b,chess960=False)==a:return b
 def Ma(o,c):
  i=o.d^1;p=f if i==d else 0;a=0 if i==e else 7;m=o.e
  if c in('O-O','O-O-O'):t,u=(6,5)if c=='O-O'else(2,3);return m[h(t,a)]==g|p and m[h(u,a)]==j|p
  n,k=ha.get(c[:2]),ha.get(c[2:4]);q=c[4:]
  if n is None or k is None or n==k:return False
  if q not in(r,'n','b','r','q')or m[n]in O[i^1]:return False
  s=m[k]
  if q:return s==l+'nbrq'.index(q)|p and F(k)==7-a
  if s in O[i]:return True
  return s==b and F(n)==F(k)==a and o.g[i]in(h(2,a),h(6,a))
 def Za(d,a):c=a>>14;return c==N or c!=E and d.e[a>>7&127]!=b
 def Ea(a):b=a.h[-a.o:]if a.o else[];return b.count(a.hash)>=2
 def Fa(l):
  i=l.e;a=None
  for d in vb:
   e=i[d];h=e&7
   if e==b or h==g:continue
   if h in(c,j,u):return False
   if a is None:a=d;continue
   k=i[a]
   if(k^e)&f and h==m and k&7==m and Ia(d)==Ia(a):continue
   return False
  return True
 def Ja(a):return 2*(a.D-1)+a.d
 def ab(a):
  if not a.H():return Db if a.sa()else Eb
  if a.Ea():return Fb
  if a.Fa():return Gb
  if a.o>=100:return Hb
  if a.Ja()>=Jb:return Ib
def Ka(b):c=r.join(T[f]for f in a(8)if b[f]=='R');d=c.upper()+c;return f'{b.lower()}/pppppppp/8/8/8/8/PPPPPPPP/{b} w {d} - 0 1'
class la:
 def __init__(a,b,c,d=None,e=None):a.wa=b+c;a.l=d;a.ga=e
 def qa(a,b):
  if a.l is not None:return b>=a.l
  if a.ga is not None and a.ga():return True
  return S.perf_counter()>=a.wa
La=J(b'ZZZZMXOBP_WXNXgpdj\x80\x8ap|\x84zrxqqvvvv'),(280,295,307,302,286,298,311,319,292,314,328,339,309,324,344,350,330,328,350,340,312,339,349,355,296,K,333,322,299,297,291,303),(338,339,323,329,342,348,338,328,321,344,333,336,331,325,330,337,326,327,335,356,333,346,342,348,333,332,340,326,323,320,323,323),(477,473,488,492,471,456,472,473,463,464,457,468,472,471,461,469,470,480,467,480,488,486,489,495,495,500,494,513,484,479,481,491),(964,969,957,967,953,957,966,961,947,959,952,952,959,957,948,953,966,955,938,956,965,960,969,966,958,958,959,951,962,958,960,961),(2,10,-18,-27,-20,-20,-40,-68,-50,-51,-52,-61,-73,-72,-90,-91,-76,-75,-88,-89,-75,-76,-91,-89,-75,-74,-90,-90,-75,-75,-90,-90);Kb=J(b'xxxx}v\x85\x8difotqphdv\x82wd\x95\x9c\x98\x83\xbf\xbf\xb4\xb4xxxx'),(263,265,273,270,276,280,279,305,271,296,308,315,272,288,K,325,276,298,307,315,273,287,y,294,270,281,288,285,270,268,268,274),(299,302,305,308,y,K,316,y,305,321,330,322,308,306,328,313,301,K,305,326,306,y,315,316,y,302,307,309,300,297,y,300),(517,518,520,521,526,516,529,511,522,537,520,523,530,524,537,525,527,531,529,531,526,529,535,535,536,542,538,541,536,530,538,538),(931,933,932,925,931,L,932,L,932,934,947,948,934,941,944,954,L,941,942,959,935,939,950,950,932,940,942,L,934,934,937,L),(-31,-38,-29,-37,-28,-q,-7,1,-22,-8,q,15,-19,-1,12,26,-18,-1,12,22,-21,-14,6,9,-23,-7,-8,-11,-27,-21,-23,-22);Ma=0,5,-q,2,q,37,63,0;Na=0,-q,0,19,11,44,103,0;Oa=25;Pa=26;Qa=14;Ra=1;Sa=25;Ta=16;Ua=q;Va=4;Lb=-3;Mb=0,0,25,q,9,20,0;Wa=42;Xa=0,0,0,5,5,3,0;Nb=0,0,0,6,7,q,0;Ob=0,0,1,1,2,4,0;P=24;v=f|c;Pb=f|j;o=0,100,K,330,500,950,20000
def Ya(file,a):return a*4+min(file,7-file)
w=20;W=1<<w-1;Za=(1<<w)-1;ma=64;Qb=48;ab=17;Rb=(1<<ab)-1;Sb,bb,cb=0,8,12;db,eb=16,20
def Tb():
 o=[0]*2048;u=Da.Random(64);p={}
 for b in a(c,g+1):
  for q in a(8):
   for k in a(8):
    r=Ya(q,k);v=La[b-1][r];x=Kb[b-1][r];y=Ob[b]<<Sb
    for i in e,d:
     if b==m:l=(bb,cb)[i]
     elif b==c:l=(db,eb)[i]
     else:l=None
     z=y+(1<<l if l is not None else 0);s=1 if i==e else-1;t=h(q,k if i==e else 7-k);j=b|(f if i==d else 0);o[j<<7|t]=s*v+(s*x<<w)+(z<<2*w);n=Ub(b,q,k)
     if n is not None:
      if(j,n)not in p:p[j,n]=u.getrandbits(Qb)
      o[j<<7|t]+=p[j,n]<<ma
 return o
def Ub(a,file,b):
 if a==c:return file,b
 if a==j:return file
 if a==g:return(file,b)if b<2 else'away'
Vb=Tb()
def Wb():
 b=[0]*2048
 for d in a(c,g+1):
  for e in a(8):
   for i in a(8):j=La[d-1][Ya(e,i)];b[d<<7|h(e,i)]=j;b[(d|f)<<7|h(e,7-i)]=j
 return b
Xb=Wb();Yb={a|d:(c,b*Xa[a],b*Xa[a]*Nb[a],b*Mb[a])for a,c in((l,None),(m,C),(j,B),(u,D))for d,b in((0,1),(f,-1))}
def Zb():
 d=[None]*120
 for b in a(8):
  for c in a(8):
   e=[0]*120
   for f in a(max(b-1,0),min(b+2,8)):
    for g in a(max(c-1,0),min(c+2,8)):e[h(f,g)]=1
   d[h(b,c)]=e
 return d
ac=Zb();fb=[(-1,0,0)]*(1<<ab)
def na(b):
 l=b.e;m=Vb;s,t=b.j;u=sum([m[l[a]<<7|a]for a in s])+sum([m[l[a]<<7|a]for a in t]);g=u+W;h=g>>ma;n=h&Rb;v,i,j=fb[n]
 if v!=h:i,j=dc(b);fb[n]=h,i,j
 o=(g&Za)-W+i;p=(g>>w)+W;q=(p&Za)-W+j;c=p>>w&(1<<ma-2*w)-1;f=c&255
 if f>P:f=P
 r,x=bc(b);o+=r+x+Lb*cc(b);q+=r;k=o*f+q*(P-f);a=k//P if k>=0 else-(-k//P)
 if c>>bb&15>=2:a+=Wa
 if c>>cb&15>=2:a-=Wa
 if a>0:
  if not c>>db&15 and gb(b,e):a//=8
 elif a<0:
  if not c>>eb&15 and gb(b,d):a=-(-a//8)
 return a if b.d==e else-a
def bc(c):
 f=c.e;m=Yb;g=h=0
 for n,o in x(c.j):
  d=ac[c.g[n^1]]
  for e in o:
   i=m.get(f[e])
   if i is not None:
    j,p,q,r=i;a=0
    if j is None:
     for s in M:a+=d[e+s]
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
 for b in D:
  a=f+b
  while not e[a]:c+=1;a+=b
  a=g+b
  while not e[a]:c-=1;a+=b
 return c
def dc(o):
 i=o.e;l=[0]*10;m=[0]*10;p=[-1]*10;q=[8]*10;s,t,u,w=[],[],[],[]
 for f in o.j[e]:
  r=i[f]
  if r==c:
   s.append(f);b,g=f%10,f//10-2;l[b]+=1
   if g<q[b]:q[b]=g
  elif r==j:u.append(f)
 for f in o.j[d]:
  r=i[f]
  if r==v:
   t.append(f);b,g=f%10,f//10-2;m[b]+=1
   if g>p[b]:p[b]=g
  elif r==Pb:w.append(f)
 k=n=0
 for f in s:
  b,g=f%10,f//10-2
  if p[b-1]<=g and p[b]<=g and p[b+1]<=g:k+=Ma[g];n+=Na[g]
  if not l[b-1]and not l[b+1]:k-=Qa;n-=Ra
 for f in t:
  b,g=f%10,7-(f//10-2)
  if q[b-1]>=7-g and q[b]>=7-g and q[b+1]>=7-g:k-=Ma[g];n-=Na[g]
  if not m[b-1]and not m[b+1]:k+=Qa;n+=Ra
 for b in a(1,9):
  if l[b]>1:k-=Oa*(l[b]-1);n-=Pa*(l[b]-1)
  if m[b]>1:k+=Oa*(m[b]-1);n+=Pa*(m[b]-1)
 for f in u:
  b=f%10
  if not l[b]:k+=Sa if not m[b]else Ta
 for f in w:
  b=f%10
  if not m[b]:k-=Sa if not l[b]else Ta
 h=o.g[e]
 if h<41:k+=Ua*((i[h+9]==c)+(i[h+10]==c)+(i[h+11]==c))+Va*((i[h+19]==c)+(i[h+20]==c)+(i[h+21]==c))
 h=o.g[d]
 if h>80:k-=Ua*((i[h-9]==v)+(i[h-10]==v)+(i[h-11]==v))+Va*((i[h-19]==v)+(i[h-20]==v)+(i[h-21]==v))
 return k,n
def gb(d,e):
 g=d.e;a=[0]*7;b=[0]*7
 for h,i in(e,a),(e^1,b):
  for k in d.j[h]:i[g[k]&7]+=1
 f=a[j]*5+a[u]*9;n=b[j]*5+b[u]*9;c=a[l]+a[m];o=b[l]+b[m]
 if f==0:return c<=1 or c==2 and a[l]==2
 return f==n and c<=o+1
oa=100000;G=oa-1000;pa=oa+1;X,hb,ib=0,1,2;Y=64;jb=18;qa=(1<<jb)-1;ec=-1;fc=0,0,X,0,ec;hc=75000;ic=2;kb=2;ra=150;lb=0,8,14;jc=3;kc=200;mb=50;lc=16;mc=1<<30;nc=1<<28;nb=1<<27,(1<<27)-1;oc=1<<26;ob=8;pc=l,m,j,u
class Z(za):0
class sa:
 def __init__(a,b,c,d,e):a.aa=b;a.score=c;a.depth=d;a.l=e
class pb:
 def __init__(b,c=10):b.ha=c;b.ba=[fc]*(1<<jb);b.V={};b.h={};b.ia=[[0,0]for _ in a(Y+1)];b.l=0;b.W=0;b.J=None;b.ja=0
 def ka(c,a,d,e=I(),f=Y-1):
  b=[a for a in a.H()if a not in e]
  if not b:return sa(None,0,0,0)
  c.start(d,a.d)
  if i(b)==1:return sa(b[0],na(a),0,0)
  return c.oa(a,b,f)
 def ea(b,a,d):
  c=a.H();b.start(d,a.d^1)
  if c:b.oa(a,c,Y-1)
 def start(a,b,c):
  if i(a.V)>hc:a.V.clear()
  for d in a.h:a.h[d]>>=2
  a.J=b;a.l=0;a.W=a.pa(0);a.ja=c
 def oa(a,d,b,j):
  e,f,c=b[0],0,0;b=a.order(d,b,0,a.Ka(d))
  try:
   while c<j and not a.J.qa(a.l):
    g,h=a.Qa(d,b,c+1);c+=1;e,f=g,h;b.remove(g);b.insert(0,g)
    if abs(h)>G:break
  except Z as i:
   if i.args:e,f=i.args
  return sa(e,f,c,a.l)
 def pa(a,b):
  if a.J.l is not None:return a.J.l
  return b+lc
 def poll(a):
  if a.J.qa(a.l):raise Z()
  a.W=a.pa(a.l)
 def Qa(d,b,g,e):
  a,h=-pa,pa;f=g[0]
  for i,j in x(g):
   b.K(j)
   try:
    if i==0:c=-d.F(b,e-1,-h,-a,1,True)
    else:
     c=-d.F(b,e-1,-a-1,-a,1,True)
     if c>a:c=-d.F(b,e-1,-h,-a,1,True)
   except Z:
    if i>0:raise Z(f,a)
    raise
   finally:b.pop()
   if c>a:a,f=c,j
  d.ra(b,e,a,X,f,0);return f,a
 def da(a,b):return-a.ha if b.d==a.ja else a.ha
 def Ga(c,a):
  b=a.o
  if b>=100:return True
  if b<4:return False
  return a.hash in a.h[-b:]
 def F(b,a,c,e,d,g,v):
  b.l+=1
  if b.l>=b.W:b.poll()
  if b.Ga(a):return b.da(a)
  if g>=Y:return na(a)
  m=a.sa()
  if m:c+=1
  if c<=0:return b.ua(a,e,d,g)
  w=e;r=a.hash;y,z,n,s,A=b.ba[r&qa]
  if A!=r:s=0
  elif y>=c and d-e==1:
   f=sc(z,g)
   if n==X or n==hb and f>=d or n==ib and f<=e:return f
  B=d-e==1;h=b.ta(a)if B and not m and abs(d)<G else None
  if h is not None:
   if c<=kb and h-ra*c>=d:return h
   if v and c>=3 and h>=d and qc(a):
    a.Ra()
    try:f=-b.F(a,c-1-ic,-d,-d+1,g+1,False)
    finally:a.Ua()
    if f>=d:return d
  j=-pa
  if h is not None and c<=kb and h+ra*c<=e:
   j=h+ra*c;k=a.La()
   if not k:return j if a.H()else b.da(a)
  else:
   k=a.H()
   if not k:return-oa+g if m else b.da(a)
  k=b.order(a,k,g,s);t=k[0];C=a.e;D=lb[c]if h is not None and c<i(lb)else i(k)
  for o,l in x(k):
   p=not C[l>>7&127]and l>>14<2
   if p and o>D:continue
   a.K(l)
   try:
    if o==0:f=-b.F(a,c-1,-d,-e,g+1,True)
    else:
     u=1 if c>=2 and o>=jc and p and not m else 0;f=-b.F(a,c-1-u,-e-1,-e,g+1,True)
     if f>e and(u or f<d):f=-b.F(a,c-1,-d,-e,g+1,True)
   finally:a.pop()
   if f>j:
    j,t=f,l
    if f>e:
     e=f
     if e>=d:
      if p:b.Wa(l,c,g)
      break
  if j>=d:q=hb
  elif j>w:q=X
  else:q=ib
  b.ra(a,c,j,q,t,g);return j
 def ua(e,a,b,h,p):
  e.l+=1
  if e.l>=e.W:e.poll()
  f=e.ta(a)
  if f>=h:return f
  if f>b:b=f
  k=a.e;l=a.Ha()
  if not l:return b
  i=[]
  for d in l:
   g=o[k[d>>7&127]&7];j=d>>14
   if j==2:g=o[c]
   elif j>=4:g+=o[j-2]-o[c]
   if f+g+kc<b:continue
   m=k[d&127]&7
   if o[m]>g+mb and a.u(d>>7&127,a.d^1):continue
   i.append((g*8-m,d))
  i.sort(reverse=True)
  for _,d in i:
   a.K(d)
   try:
    if not a.Va():continue
    n=-e.ua(a,-h,-b,p+1)
   finally:a.pop()
   if n>b:
    b=n
    if b>=h:break
  return b
 def ta(c,a):
  b=c.V.get(a.hash)
  if b is None:b=c.V[a.hash]=na(a)
  return b
 def Ka(c,a):b=c.ba[a.hash&qa];return b[3]if b[4]==a.hash else 0
 def ra(b,c,d,e,f,g,h):a=c.hash;b.ba[a&qa]=d,rc(e,h),f,g,a
 def Wa(c,a,d,e):
  b=c.ia[e]
  if b[0]!=a:b[1]=b[0];b[0]=a
  c.h[a]=c.h.get(a,0)+d*d
 def order(m,j,t,u,v):
  f=j.e;w,x=m.ia[u];n=m.h;e=Xb;k=[]
  for a in t:
   if a==v:b=mc
   else:
    g=f[a>>7&127];d=a>>14
    if d==3:g=0
    elif d==2:g=c
    if g or d>=4:
     p=f[a&127]&7;b=o[g&7]*8+(o[d-2]if d>=4 else 0)-p
     if d<4 and o[p]>o[g&7]+mb and j.u(a>>7&127,j.d^1):b+=oc
     else:b+=nc
    elif a==w:b=nb[0]
    elif a==x:b=nb[1]
    elif d==3:h,l=a&127,a>>7&127;i=h-h%10;y,z=(i+3,i+4)if l<h else(i+7,i+6);q,r=f[h]<<7,f[l]<<7;b=n.get(a,0)*ob+e[q|y]-e[q|h]+e[r|z]-e[r|l]
    else:s=f[a&127]<<7;b=n.get(a,0)*ob+e[s|a>>7&127]-e[s|a&127]
   k.append((b,a))
  k.sort(reverse=True);return[a for _,a in k]
def qc(a):
 b=a.e
 for c in a.j[a.d]:
  if b[c]&7 in pc:return True
 return False
def rc(a,b):
 if a>G:return a+b
 if a<-G:return a-b
 return a
def sc(a,b):
 if a>G:return a-b
 if a<-G:return a+b
 return a
tc=1<<16
class uc:
 def __init__(a,b):a.fd=b;a.buffer=b''
 def readline(a):
  while Q not in a.buffer:
   c=os.read(a.fd,tc)
   if not c:b,a.buffer=a.buffer,b'';return b
   a.buffer+=c
  b,_,a.buffer=a.buffer.partition(Q);return b+Q
 def Ta(a):return bool(a.buffer)or bool(select.select([a.fd],[],[],0)[0])
def vc(a):
 if a is not None:return
 try:return uc(R.stdin.fileno())
 except(AttributeError,ca,OSError):return
class ta(za):0
class H(ca):0
wc=Aa('Init','constants_count constant_names constant_values');xc=Aa('Turn','board color castling en_passant half_move_clock full_move moves_count moves last_move draw_offered game_number my_score opp_score')
class yc:
 def __init__(a,b):a.readline=b;a.G=0
 def y(a):
  b=a.readline()
  if not b:raise ta(f'input ended after line {a.G}')
  a.G+=1
  if b[-1:]not in('\n',Q):raise ta(f'input ended inside line {a.G}')
  return a.decode(b).rstrip('\r\n')
 def decode(b,a):
  if isinstance(a,z):return a
  try:return a.decode('utf-8')
  except UnicodeDecodeError:raise H(f'input line {b.G}: expected UTF-8 text, got {a!r}')from None
 def Z(a,b,c,d):return H(f'input line {a.G}: {b}: expected {c}, got {d!r}')
 def split(d,a,b,e):
  c=a.split()
  if i(c)!=b:raise d.Z(e,f'{b} fields',a)
  return c
 def B(c,a,d):
  b=a[1:]if a[:1]==p else a
  if b.isascii()and b.isdigit():return A(a)
  raise c.Z(d,'an integer',a)
 def Xa(b,a,c):
  if a in('0','1'):return a=='1'
  raise b.Z(c,'0 or 1',a)
 def E(c,a,b,d):
  if not a or i(a)>b or' 'in a:raise c.Z(d,f'a word of at most {b} characters',a)
  return a
 def xa(b):
  c=b.B(b.y(),'constantsCount');d=[];e=[]
  for _ in a(c):f=b.split(b.y(),2,'constantNames constantValues');d.append(b.E(f[0],32,'constantNames'));e.append(b.B(f[1],'constantValues'))
  return wc(c,d,e)
 def Na(b,r):
  f=None;g=None;h=None;i=None;j=None;k=None;e=None;l=None;m=None;n=None;o=None;p=None;q=None
  for d in r:
   if d=='fen':c=b.split(b.y(),6,'board color castling enPassant halfMoveClock fullMove');f=b.E(c[0],71,'board');g=b.E(c[1],1,'color');h=b.E(c[2],4,ba);i=b.E(c[3],2,'enPassant');j=b.B(c[4],'halfMoveClock');k=b.B(c[5],'fullMove')
   elif d=='moves':e=b.B(b.y(),'movesCount');l=[b.E(b.y(),5,'moves')for _ in a(e)]
   elif d==aa:m=b.E(b.y(),5,'lastMove')
   elif d=='draw':n=b.Xa(b.y(),'drawOffered')
   elif d=='game':o=b.B(b.y(),'gameNumber')
   elif d=='score':c=b.split(b.y(),2,'myScore oppScore');p=b.B(c[0],'myScore');q=b.B(c[1],'oppScore')
  return xc(f,g,h,i,j,k,e,l,m,n,o,p,q)
qb='lastmove draw game fen';rb=qb.split();zc=.027;Ac=.3;Bc=1.;Cc=-150
def Dc(g):
 h=S.perf_counter();b=g.xa();c=b.constant_names
 for d,(a,e)in x(zip(c,b.constant_values)):
  f=f'input line {d+2}: constantNames'
  if a in c[:d]:raise H(f'{f}: {a!r} given twice')
  if a=='crazyHouse'and e!=0:raise H(f'{f}: crazyHouse {e}: this bot plays no crazyhouse')
 pb().ka(ka(Ka('RNBQKBNR')),la(h,Ac,ua()));print(qb,flush=True)
def ua():a=os.environ.get('ARENA_NODES');return A(a)if a else None
def Ec(a):return la(a,zc,ua())
def Fc(a,h):
 def c(a,b):return H(f'input line {h+rb.index(a)}: {b}')
 f=f'{a.board} {a.color} {a.castling} {a.en_passant} {a.half_move_clock} {a.full_move}'
 try:b=ka(f)
 except k as j:raise c('fen',f'fen: {j}')from None
 if a.game_number not in(1,2):raise c('game',f'gameNumber: expected 1 or 2, got {a.game_number}')
 if b.d==d and b.D==1:
  g,l=a.board.split('/')[:2]
  if not(g.isalpha()and i(g)==8)or l!='pppppppp':raise c('fen',f'fen: move 1 with Black to move, but Black has moved: {f!r}')
 if a.last_move=='none':
  if b.d!=e or b.D!=1:raise c(aa,"lastMove: 'none' after the game's first move")
 elif not b.Ma(a.last_move):raise c(aa,f'lastMove: {a.last_move!r} cannot have led to {f!r}')
 return b
class Gc:
 def __init__(a,c,b,e):
  a.number=c;a.h=[];a.la=e;a.Y=None
  if b.d==d and b.D==1:f=b.fen().split('/')[0];a.h.append(ka(Ka(f.upper())).hash)
 def Sa(b,a,f,g):
  a.h=list(b.h);c=b.la.ka(a,Ec(g))
  if c.aa is None:print(f'no legal move in {a.fen()}',file=R.stderr);return'resign'
  d=c.score<=Cc
  if f and d:return'draw'
  e=a.ca(c.aa);a.K(c.aa);b.h=a.h+[a.hash];b.Y=a;return e+'='if d else e
 def ea(a,b):
  if a.Y is not None:c=la(S.perf_counter(),Bc,None,b);a.la.ea(a.Y,c);a.Y=None
def Hc(f=pb,g=True):
 c=vc(ua())if g else None;d=yc(c.readline if c else R.stdin.buffer.readline)
 try:
  gc.disable();Dc(d);a=None
  while True:
   h=d.G+1;b=d.Na(rb);i=S.perf_counter();e=Fc(b,h)
   if a is None or b.game_number!=a.number or b.last_move=='none':a=Gc(b.game_number,e,f())
   print(a.Sa(e,b.draw_offered,i),flush=True)
   if c is not None:a.ea(c.Ta)
 except ta:return
 except H as j:print(f'chess960: bad input, stopping: {j}',file=R.stderr)
Hc()
