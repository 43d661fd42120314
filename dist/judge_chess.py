# judge-chess: built by arena-bundler from 13 modules; do not edit, rebuild with `python -m bundler build`
# modules: sources sources.judge_chess sources.chesscore sources.chesscore.tables sources.chesscore.board sources.chesscore.budget sources.chesscore.weights sources.chesscore.evaluation sources.chesscore.search sources.readers sources.readers.judge_chess sources.judge_chess.protocol sources.judge_chess.__main__
# inputs sha256: 55b9af1b65eed1ab
c=range;h=len;T=frozenset;U=enumerate;a=10;i=11;q=120;Da='en_passant_file';v='-';Ea='black_to_move';Fa='piece_square';da='O-O';ja='O-O-O';F=304;G=118;H=str;I=int;J=set;Ga='castling';Ha=ValueError;V=310;W=936;r=90;Ia=Exception;X=min;w=13;z=27;A=20;B='';K=22;L=21;M=75;N=88;from collections import namedtuple as la;import gc,os,sys as Y,time,random as Ja;e,f=0,1;d=0;b,n,o,l,s,j=1,2,3,4,5,6;g=8;ub=16;ma,na,oa,pa=a,-a,1,-1;O=na,ma,pa,oa;P=na+pa,ma+pa,na+oa,ma+oa;Q=P+O;Z=-L,-19,-12,-8,8,12,19,L;Oc,Ka,aa,C=0,1,2,3;vb={n:4,o:5,l:6,s:7};La='.PNBRQK..pnbrqk';qa='abcdefgh'
def k(file,a):return 21+file+10*a
def wb():return{k(f,r):qa[f]+H(r+1)for f in c(8)for r in c(8)}
def xb(e):
 a=Ja.Random(e);d=[0]*2048
 for f in list(c(b,j+1))+list(c(g+b,g+j+1)):
  for h in wb():d[f<<7|h]=a.getrandbits(64)
 return{Fa:d,Ga:[0]+[a.getrandbits(64)for _ in c(15)],Da:[a.getrandbits(64)for _ in c(8)],Ea:a.getrandbits(64)}
ea={L:'a1',31:'a2',41:'a3',51:'a4',61:'a5',71:'a6',81:'a7',91:'a8',K:'b1',32:'b2',42:'b3',52:'b4',62:'b5',72:'b6',82:'b7',92:'b8',23:'c1',33:'c2',43:'c3',53:'c4',63:'c5',73:'c6',83:'c7',93:'c8',24:'d1',34:'d2',44:'d3',54:'d4',64:'d5',74:'d6',84:'d7',94:'d8',25:'e1',35:'e2',45:'e3',55:'e4',65:'e5',M:'e6',85:'e7',95:'e8',26:'f1',36:'f2',46:'f3',56:'f4',66:'f5',76:'f6',86:'f7',96:'f8',z:'g1',37:'g2',47:'g3',57:'g4',67:'g5',77:'g6',87:'g7',97:'g8',28:'h1',38:'h2',48:'h3',58:'h4',68:'h5',78:'h6',N:'h7',98:'h8'};ra={b:a for a,b in ea.items()};yb=tuple(b'\x15\x1f)3=GQ[\x16 *4>HR\\\x17!+5?IS]\x18",6@JT^\x19#-7AKU_\x1a$.8BLV`\x1b%/9CMWa\x1c&0:DNXb');zb={-i:-i,-K:-i,-33:-i,-44:-i,-55:-i,-66:-i,-77:-i,9:9,18:9,z:9,36:9,45:9,54:9,63:9,-9:-9,-18:-9,-z:-9,-36:-9,-45:-9,-54:-9,-63:-9,i:i,K:i,33:i,44:i,55:i,66:i,77:i,-a:-a,-A:-a,-30:-a,-40:-a,-50:-a,-60:-a,-70:-a,a:a,A:a,30:a,40:a,50:a,60:a,70:a,-1:-1,-2:-1,-3:-1,-4:-1,-5:-1,-6:-1,-7:-1,1:1,2:1,3:1,4:1,5:1,6:1,7:1};fa=xb(960);t=fa[Fa];sa=fa[Ga];Ab=fa[Da];ta=fa[Ea];Bb='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';ba=T(c(b,j+1)),T(c(g+b,g+j+1));Cb=T('PNBRQKpnbrqk');Db=T('KQkqABCDEFGHabcdefgh');Ma=ba[f]-{g+j},ba[e]-{j};x=a,-a;Eb=(31,38),(81,N);Na=(91,98),(L,28);Fb=15;Gb='checkmate';Hb='stalemate';Ib='threefold repetition';Jb='insufficient material';Kb='fifty-move rule';Lb='move limit';Mb=250
def R(a):return a//10-2
def y(a):return a%10-1
def Oa(a):return(y(a)+R(a))%2==0
class m(Ha):0
def Pa(c,d,e,b):
 if h(c)<=d:return b
 a=c[d]
 if not(a.isascii()and a.isdigit())or I(a)<b:raise m(f'{e} must be a whole number from {b}, got {a!r}')
 return I(a)
class Nb:
 def __init__(a,b=Bb):a.xa(b)
 def xa(a,g):
  b=g.split()
  if not 2<=h(b)<=6:raise m(f'expected 6 fields, got {h(b)}')
  i,d=b[0],b[1];c=b[2]if h(b)>2 else v;j=b[3]if h(b)>3 else v
  if d not in('w','b'):raise m(f'side to move must be w or b, got {d!r}')
  if c!=v and not J(c)<=Db:raise m(f'castling must be - or KQkq or rook files, got {c!r}')
  a.l=Pa(b,4,'halfmove clock',0);a.fullmove=Pa(b,5,'fullmove number',1);a.ya(i);a.c=e if d=='w'else f;a.za(c);a.en_passant=a.Aa(j)
  if a.t(a.kings[a.c^1],a.c):raise m('the side to move can capture the king')
  a.J=[];a.e=[];a.h=a.Ba()
 def ya(p,v):
  s=v.split('/')
  if h(s)!=8:raise m(f'expected 8 ranks, got {h(s)}')
  t=[ub]*120;p.g=[J(),J()];n=[[],[]]
  for w,q in U(s):
   a=7-w;i=0
   for l in q:
    if l in'12345678':
     if i+I(l)>8:raise m(f'rank {a+1} has more than 8 files: {q!r}')
     for _ in c(I(l)):t[k(i,a)]=d;i+=1
     continue
    if l not in Cb:raise m(f'unknown piece {l!r} on rank {a+1}')
    if i==8:raise m(f'rank {a+1} has more than 8 files: {q!r}')
    r=La.index(l)
    if r&7==b and a in(0,7):raise m(f'a pawn on rank {a+1}')
    u=k(i,a);t[u]=r;o=f if r&g else e;p.g[o].add(u)
    if r&7==j:n[o].append(u)
    i+=1
   if i!=8:raise m(f'rank {a+1} has {i} files: {q!r}')
  for o,x in(e,'white'),(f,'black'):
   if h(n[o])!=1:raise m(f'{h(n[o])} {x} kings')
  p.d=t;p.kings=[n[e][0],n[f][0]]
 def Aa(c,i):
  if i==v:return 0
  h=c.c^1;a=ra.get(i)
  if a is None or R(a)!=(2 if h==e else 5)or c.d[a]!=d or c.d[a-x[h]]!=d or c.d[a+x[h]]!=b|(g if h==f else 0):raise m(f'no pawn can just have skipped the en-passant square {i!r}')
  return a
 def za(a,u):
  a.K=[0,0,0,0];p=0
  for q in u.replace(v,B):
   b=e if q.isupper()else f;h=0 if b==e else 7;j=y(a.kings[b]);m=l|(g if b==f else 0);n=q.lower()
   if n=='k':i=[f for f in c(j+1,8)if a.d[k(f,h)]==m];d=i[-1]if i else None
   elif n=='q':i=[f for f in c(j)if a.d[k(f,h)]==m];d=i[0]if i else None
   else:d=qa.index(n)
   if d is None or R(a.kings[b])!=h or a.d[k(d,h)]!=m:continue
   r=(1 if d<j else 2)<<2*b;a.K[r.bit_length()-1]=k(d,h);p|=r
  a.u=p;o=[Fb]*120
  for s,t in U(a.K):
   if t:o[t]&=~(1<<s);b=s//2;o[a.kings[b]]&=~(3<<2*b)
  a.aa=o;a.ua=[a.Ja(b)for b in c(4)]
 def Ja(g,f):
  a=g.K[f]
  if not a:return
  b=g.kings[f//2];e=a-y(a);d,h=(e+6,e+5)if f&1 else(e+2,e+3);i=b,a,d,h;k=tuple(c for c in c(X(i),max(i)+1)if c!=b and c!=a);j=1 if d>=b else-1;l=tuple(c(b+j,d,j))if d!=b else();return k,l,d,a,h
 def Ba(a):
  b=sa[a.u]
  for d in e,f:
   for c in a.g[d]:b^=t[a.d[c]<<7|c]
  if a.c==f:b^=ta
  a.o=a.ga(a.en_passant);return b^a.o
 def ga(a,c):
  if not c:return 0
  d=c+x[a.c^1];e=b|(g if a.c==f else 0);h=a.d
  if h[d-1]==e or h[d+1]==e:return Ab[y(c)]
  return 0
 def fen(a,h=True):
  f=[]
  for i in c(7,-1,-1):
   e,b=B,0
   for j in c(8):
    g=a.d[k(j,i)]
    if g==d:b+=1;continue
    if b:e,b=e+H(b),0
    e+=La[g]
   f.append(e+(H(b)if b else B))
  return' '.join(('/'.join(f),'wb'[a.c],a.Pa(h),ea[a.en_passant]if a.en_passant else v,H(a.l),H(a.fullmove)))
 def Pa(b,h=True):
  d=B
  for a in e,f:
   g=[b.K[a]for a in(2*a,2*a+1)if b.u>>a&1]
   if h:c=B.join(qa[y(a)]for a in sorted(g))
   else:c=B.join('q'if c<b.kings[a]else'k'for c in sorted(g,reverse=True))
   d+=c.upper()if a==e else c
  return d or v
 def I(a,p):
  e=a.d;l=a.c;h=p&127;c=p>>7&127;n=p>>14;i=e[h];m=a.g[l];k=a.h;a.J.append((p,e[c],a.u,a.en_passant,a.o,a.l,k));a.e.append(k);k^=ta^a.o;q=a.u
  if q:
   v=q&a.aa[h]&a.aa[c]
   if v!=q:k^=sa[q]^sa[v];a.u=v
  a.en_passant=0
  if n==C:
   r=h-y(h)
   if c<h:o,s=r+2,r+3
   else:o,s=r+6,r+5
   w=e[c];e[h]=e[c]=d;m.discard(h);m.discard(c);e[o]=i;e[s]=w;m.add(o);m.add(s);a.kings[l]=o;k^=t[i<<7|h]^t[i<<7|o]^t[w<<7|c]^t[w<<7|s];a.l+=1
  else:
   z=e[c]
   if z:a.g[l^1].discard(c);k^=t[z<<7|c];a.l=0
   elif i&7==b:a.l=0
   else:a.l+=1
   e[h]=d;m.discard(h);m.add(c);k^=t[i<<7|h]
   if n>=4:i=n-2|i&g
   e[c]=i;k^=t[i<<7|c]
   if i&7==j:a.kings[l]=c
   elif n==Ka:a.en_passant=h+c>>1
   elif n==aa:u=c-x[l];k^=t[e[u]<<7|u];e[u]=d;a.g[l^1].discard(u)
  if l==f:a.fullmove+=1
  a.c=l^1;a.o=a.ga(a.en_passant)if a.en_passant else 0;a.h=k^a.o
 def pop(a):
  m,s,u,v,w,z,A=a.J.pop();a.e.pop();c=a.d;h=a.c^1;l=a.g[h];i=m&127;k=m>>7&127;r=m>>14
  if r==C:
   n=i-y(i)
   if k<i:o,p=n+2,n+3
   else:o,p=n+6,n+5
   B,D=c[o],c[p];c[o]=c[p]=d;l.discard(o);l.discard(p);c[i]=B;c[k]=D;l.add(i);l.add(k);a.kings[h]=i
  else:
   q=c[k]
   if r>=4:q=b|q&g
   c[i]=q;c[k]=s;l.discard(k);l.add(i)
   if s:a.g[h^1].add(k)
   if q&7==j:a.kings[h]=i
   elif r==aa:t=k-x[h];c[t]=b|(g if h==e else 0);a.g[h^1].add(t)
  if h==f:a.fullmove-=1
  a.c=h;a.u=u;a.en_passant=v;a.o=w;a.l=z;a.h=A;return m
 def Sa(a):a.J.append((a.en_passant,a.o,a.h));a.e.append(a.h);a.h^=ta^a.o;a.en_passant=0;a.o=0;a.c^=1
 def Va(a):a.en_passant,a.o,a.h=a.J.pop();a.e.pop();a.c^=1
 def t(v,h,r):
  c=v.d;k=g if r==f else 0;w=n|k
  for x in Z:
   if c[h+x]==w:return True
  p=b|k
  if r==e:
   if c[h-9]==p or c[h-11]==p:return True
  elif c[h+9]==p or c[h+11]==p:return True
  t=j|k;u=s|k;q=o|k
  for m in P:
   i=h+m;a=c[i]
   if a==t:return True
   while a==d:i+=m;a=c[i]
   if a==q or a==u:return True
  q=l|k
  for m in O:
   i=h+m;a=c[i]
   if a==t:return True
   while a==d:i+=m;a=c[i]
   if a==q or a==u:return True
  return False
 def ma(a):return a.t(a.kings[a.c],a.c^1)
 def Ca(t):
  h=t.d;m=t.c;i=t.kings[m];B=ba[m];j=0 if m==f else g;v=s|j;p=0;q=None;w={}
  for C,y in(O,l|j),(P,o|j):
   for e in C:
    a=i+e;k=h[a]
    while k==d:a+=e;k=h[a]
    if k==y or k==v:p+=1;q=J(c(i+e,a+e,e))
    elif k in B:
     u=a+e;r=h[u]
     while r==d:u+=e;r=h[u]
     if r==y or r==v:w[a]=e
  D=n|j
  for z in Z:
   if h[i+z]==D:p+=1;q={i+z}
  E=b|j;A=x[m]
  for a in i+A-1,i+A+1:
   if h[a]==E:p+=1;q={a}
  return p,q,w
 def B(a):return a.ha(False)
 def Ma(a):return a.ha(True)
 def ha(e,q):
  f=e.d;g=e.c;r,G,u=e.Ca();p=[];s=e.kings[g];v=Ma[g]
  if r<2:
   z=[];A=x[g];H,I=Eb[g];J,K=Na[g];L=e.en_passant
   for a in e.g[g]:
    t=f[a]&7
    if t==j:continue
    B=r or a in u
    if B:
     if r and a in u:continue
     i=[]
    else:i=p
    k=i.append
    if t==b:
     m=a+A;C=J<=m<=K
     if f[m]==d:
      if C:
       for y in 4,5,6,7:k(a|m<<7|y<<14)
      elif not q:
       k(a|m<<7);D=m+A
       if H<=a<=I and f[D]==d:k(a|D<<7|Ka<<14)
     for c in m-1,m+1:
      if f[c]in v:
       if C:
        for y in 4,5,6,7:k(a|c<<7|y<<14)
       else:k(a|c<<7)
      elif c==L:z.append(a|c<<7|aa<<14)
    elif t==n:
     for M in Z:
      c=a+M;h=f[c]
      if h in v or h==d and not q:k(a|c<<7)
    else:
     N=O if t==l else P if t==o else Q
     for w in N:
      c=a+w;h=f[c]
      while h==d:
       if not q:k(a|c<<7)
       c+=w;h=f[c]
      if h in v:k(a|c<<7)
    if B and i:
     if a in u:E=u[a];i=[m for m in i if zb.get((m>>7&127)-a)in(E,-E)]
     if r:i=[m for m in i if m>>7&127 in G]
     p.extend(i)
   for F in z:
    e.I(F)
    if not e.t(e.kings[g],g^1):p.append(F)
    e.pop()
   if not r and e.u and not q:e.Qa(p)
  R=f[s];f[s]=d;S=g^1
  for w in Q:
   c=s+w;h=f[c]
   if(h in v or h==d and not q)and not e.t(c,S):p.append(s|c<<7)
  f[s]=R;return p
 def Ga(i):
  e=i.d;k=i.c;m=Ma[k];u=x[k];v,w=Na[k];y=i.en_passant;r=[];g=r.append
  for c in i.g[k]:
   h=e[c]&7
   if h==b:
    f=c+u
    if v<=f<=w:
     if e[f]==d:
      for p in 4,5,6,7:g(c|f<<7|p<<14)
     for a in f-1,f+1:
      if e[a]in m:
       for p in 4,5,6,7:g(c|a<<7|p<<14)
     continue
    for a in f-1,f+1:
     if e[a]in m:g(c|a<<7)
     elif a==y:g(c|a<<7|aa<<14)
   elif h==n or h==j:
    for s in Z if h==n else Q:
     if e[c+s]in m:g(c|c+s<<7)
   else:
    z=O if h==l else P if h==o else Q
    for t in z:
     a=c+t;q=e[a]
     while q==d:a+=t;q=e[a]
     if q in m:g(c|a<<7)
  return r
 def Wa(a):b=a.c^1;return not a.t(a.kings[b],a.c)
 def Qa(b,l):
  a=b.d;c=b.c;e=b.kings[c];h=c^1
  for i in 2*c,2*c+1:
   if not b.u>>i&1:continue
   m,n,o,f,j=b.ua[i]
   if any(a[b]for b in m):continue
   p,k=a[e],a[f];a[e]=d;g=True
   for q in n:
    if b.t(q,h):g=False;break
   if g:a[f]=d;a[j]=k;g=not b.t(o,h);a[j]=d;a[f]=k
   a[e]=p
   if g:l.append(e|f<<7|C<<14)
 def X(f,b,chess960=True):
  a,c,d=b&127,b>>7&127,b>>14
  if d==C and not chess960:c=a-y(a)+(2 if c<a else 6)
  e=ea[a]+ea[c]
  if d>=4:e+='nbrq'[d-4]
  return e
 def cb(c,a):
  a=a.strip().lower()
  for b in c.B():
   if c.X(b)==a or b>>14==C and c.X(b,chess960=False)==a:return b
 def Za(o,b):
  c=o.c^1;p=g if c==f else 0;a=0 if c==e else 7;i=o.d
  if b in(da,ja):s,t=(6,5)if b==da else(2,3);return i[k(s,a)]==j|p and i[k(t,a)]==l|p
  m,h=ra.get(b[:2]),ra.get(b[2:4]);q=b[4:]
  if m is None or h is None or m==h:return False
  if q not in(B,'n','b','r','q')or i[m]in ba[c^1]:return False
  r=i[h]
  if q:return r==n+'nbrq'.index(q)|p and R(h)==7-a
  if r in ba[c]:return True
  return r==d and R(m)==R(h)==a and o.kings[c]in(k(2,a),k(6,a))
 def db(c,a):b=a>>14;return b==aa or b!=C and c.d[a>>7&127]!=d
 def Da(a):b=a.e[-a.l:]if a.l else[];return b.count(a.h)>=2
 def Ea(k):
  h=k.d;a=None
  for c in yb:
   e=h[c];f=e&7
   if e==d or f==j:continue
   if f in(b,l,s):return False
   if a is None:a=c;continue
   i=h[a]
   if(i^e)&g and f==o and i&7==o and Oa(c)==Oa(a):continue
   return False
  return True
 def Ka(a):return 2*(a.fullmove-1)+a.c
 def eb(a):
  if not a.B():return Gb if a.ma()else Hb
  if a.Da():return Ib
  if a.Ea():return Jb
  if a.l>=100:return Kb
  if a.Ka()>=Mb:return Lb
class Ob:
 def __init__(a,b,c,d=None,e=None):a.va=b+c;a.j=d;a.ba=e
 def ka(a,b):
  if a.j is not None:return b>=a.j
  if a.ba is not None and a.ba():return True
  return time.perf_counter()>=a.va
Qa=(r,r,r,r,77,N,79,66,80,95,87,N,78,N,103,112,100,106,128,138,112,124,132,122,114,q,113,113,G,G,G,G),(280,295,307,302,286,298,311,319,292,314,328,339,309,324,344,350,330,328,350,340,312,339,349,355,296,V,333,322,299,297,291,303),(338,339,323,329,342,348,338,328,321,344,333,336,331,325,330,337,326,327,335,356,333,346,342,348,333,332,340,326,323,320,323,323),(477,473,488,492,471,456,472,473,463,464,457,468,472,471,461,469,470,480,467,480,488,486,489,495,495,500,494,513,484,479,481,491),(964,969,957,967,953,957,966,961,947,959,952,952,959,957,948,953,966,955,938,956,965,960,969,966,958,958,959,951,962,958,960,961),(2,a,-18,-z,-A,-A,-40,-68,-50,-51,-52,-61,-73,-72,-r,-91,-76,-M,-N,-89,-M,-76,-91,-89,-M,-74,-r,-r,-M,-M,-r,-r);Pb=(q,q,q,q,125,G,133,141,105,102,111,116,113,112,104,100,G,130,119,100,149,156,152,131,191,191,180,180,q,q,q,q),(263,265,273,270,276,280,279,305,271,296,308,315,272,288,V,325,276,298,307,315,273,287,F,294,270,281,288,285,270,268,268,274),(299,302,305,308,F,V,316,F,305,321,330,322,308,306,328,313,301,V,305,326,306,F,315,316,F,302,307,309,300,297,F,300),(517,518,520,521,526,516,529,511,522,537,520,523,530,524,537,525,527,531,529,531,526,529,535,535,536,542,538,541,536,530,538,538),(931,933,932,925,931,W,932,W,932,934,947,948,934,941,944,954,W,941,942,959,935,939,950,950,932,940,942,W,934,934,937,W),(-31,-38,-29,-37,-28,-w,-7,1,-K,-8,w,15,-19,-1,12,26,-18,-1,12,K,-L,-14,6,9,-23,-7,-8,-i,-z,-L,-23,-K);Ra=0,5,-w,2,w,37,63,0;Sa=0,-w,0,19,i,44,103,0;Ta=25;Ua=26;Va=14;Wa=1;Xa=25;Ya=16;Za=w;ab=4;Qb=-3;Rb=0,0,25,w,9,A,0;bb=42;cb=0,0,0,5,5,3,0;Sb=0,0,0,6,7,w,0;Tb=0,0,1,1,2,4,0;ca=24;D=g|b;Ub=g|l;u=0,100,V,330,500,950,20000
def db(file,a):return a*4+X(file,7-file)
E=A;ga=1<<E-1;eb=(1<<E)-1;ua=64;Vb=48;fb=17;Wb=(1<<fb)-1;Xb,gb,hb=0,8,12;ib,jb=16,A
def Yb():
 n=[0]*2048;u=Ja.Random(64);p={}
 for a in c(b,j+1):
  for q in c(8):
   for i in c(8):
    r=db(q,i);v=Qa[a-1][r];w=Pb[a-1][r];x=Tb[a]<<Xb
    for d in e,f:
     if a==o:l=(gb,hb)[d]
     elif a==b:l=(ib,jb)[d]
     else:l=None
     y=x+(1<<l if l is not None else 0);s=1 if d==e else-1;t=k(q,i if d==e else 7-i);h=a|(g if d==f else 0);n[h<<7|t]=s*v+(s*w<<E)+(y<<2*E);m=Zb(a,q,i)
     if m is not None:
      if(h,m)not in p:p[h,m]=u.getrandbits(Vb)
      n[h<<7|t]+=p[h,m]<<ua
 return n
def Zb(a,file,c):
 if a==b:return file,c
 if a==l:return file
 if a==j:return(file,c)if c<2 else'away'
ac=Yb()
def bc():
 a=[0]*2048
 for d in c(b,j+1):
  for e in c(8):
   for f in c(8):h=Qa[d-1][db(e,f)];a[d<<7|k(e,f)]=h;a[(d|g)<<7|k(e,7-f)]=h
 return a
cc=bc();dc={a|d:(c,b*cb[a],b*cb[a]*Sb[a],b*Rb[a])for a,c in((n,None),(o,P),(l,O),(s,Q))for d,b in((0,1),(g,-1))}
def ec():
 d=[None]*120
 for a in c(8):
  for b in c(8):
   e=[0]*120
   for f in c(max(a-1,0),X(a+2,8)):
    for g in c(max(b-1,0),X(b+2,8)):e[k(f,g)]=1
   d[k(a,b)]=e
 return d
fc=ec();kb=[(-1,0,0)]*(1<<fb)
def va(b):
 l=b.d;m=ac;s,t=b.g;u=sum([m[l[a]<<7|a]for a in s])+sum([m[l[a]<<7|a]for a in t]);g=u+ga;h=g>>ua;n=h&Wb;v,i,j=kb[n]
 if v!=h:i,j=jc(b);kb[n]=h,i,j
 o=(g&eb)-ga+i;p=(g>>E)+ga;q=(p&eb)-ga+j;c=p>>E&(1<<ua-2*E)-1;d=c&255
 if d>ca:d=ca
 r,w=hc(b);o+=r+w+Qb*ic(b);q+=r;k=o*d+q*(ca-d);a=k//ca if k>=0 else-(-k//ca)
 if c>>gb&15>=2:a+=bb
 if c>>hb&15>=2:a-=bb
 if a>0:
  if not c>>ib&15 and lb(b,e):a//=8
 elif a<0:
  if not c>>jb&15 and lb(b,f):a=-(-a//8)
 return a if b.c==e else-a
def hc(c):
 f=c.d;m=dc;g=h=0
 for n,o in U(c.g):
  d=fc[c.kings[n^1]]
  for e in o:
   i=m.get(f[e])
   if i is not None:
    j,p,q,r=i;a=0
    if j is None:
     for s in Z:a+=d[e+s]
    else:
     k=0
     for l in j:
      b=e+l
      while not f[b]:k+=1;a+=d[b];b+=l
      a+=d[b]
     g+=p*k-q
    h+=r*a
 return g,h
def ic(d):
 e=d.d;f,g=d.kings;c=0
 for b in Q:
  a=f+b
  while not e[a]:c+=1;a+=b
  a=g+b
  while not e[a]:c-=1;a+=b
 return c
def jc(o):
 i=o.d;k=[0]*10;m=[0]*10;p=[-1]*10;q=[8]*10;s,t,u,v=[],[],[],[]
 for d in o.g[e]:
  r=i[d]
  if r==b:
   s.append(d);a,g=d%10,d//10-2;k[a]+=1
   if g<q[a]:q[a]=g
  elif r==l:u.append(d)
 for d in o.g[f]:
  r=i[d]
  if r==D:
   t.append(d);a,g=d%10,d//10-2;m[a]+=1
   if g>p[a]:p[a]=g
  elif r==Ub:v.append(d)
 j=n=0
 for d in s:
  a,g=d%10,d//10-2
  if p[a-1]<=g and p[a]<=g and p[a+1]<=g:j+=Ra[g];n+=Sa[g]
  if not k[a-1]and not k[a+1]:j-=Va;n-=Wa
 for d in t:
  a,g=d%10,7-(d//10-2)
  if q[a-1]>=7-g and q[a]>=7-g and q[a+1]>=7-g:j-=Ra[g];n-=Sa[g]
  if not m[a-1]and not m[a+1]:j+=Va;n+=Wa
 for a in c(1,9):
  if k[a]>1:j-=Ta*(k[a]-1);n-=Ua*(k[a]-1)
  if m[a]>1:j+=Ta*(m[a]-1);n+=Ua*(m[a]-1)
 for d in u:
  a=d%10
  if not k[a]:j+=Xa if not m[a]else Ya
 for d in v:
  a=d%10
  if not m[a]:j-=Xa if not k[a]else Ya
 h=o.kings[e]
 if h<41:j+=Za*((i[h+9]==b)+(i[h+10]==b)+(i[h+11]==b))+ab*((i[h+19]==b)+(i[h+20]==b)+(i[h+21]==b))
 h=o.kings[f]
 if h>80:j-=Za*((i[h-9]==D)+(i[h-10]==D)+(i[h-11]==D))+ab*((i[h-19]==D)+(i[h-20]==D)+(i[h-21]==D))
 return j,n
def lb(d,e):
 g=d.d;a=[0]*7;b=[0]*7
 for h,i in(e,a),(e^1,b):
  for j in d.g[h]:i[g[j]&7]+=1
 f=a[l]*5+a[s]*9;k=b[l]*5+b[s]*9;c=a[n]+a[o];m=b[n]+b[o]
 if f==0:return c<=1 or c==2 and a[n]==2
 return f==k and c<=m+1
wa=100000;S=wa-1000;xa=wa+1;ha,mb,nb=0,1,2;ka=64;ob=18;ya=(1<<ob)-1;kc=-1;lc=0,0,ha,0,kc;mc=75000;nc=2;pb=2;za=150;qb=0,8,14;oc=3;pc=200;rb=50;qc=16;rc=1<<30;sc=1<<28;sb=1<<z,(1<<z)-1;tc=1<<26;tb=8;uc=n,o,l,s
class ia(Ia):0
class Aa:
 def __init__(a,b,c,d,e):a.move=b;a.bb=c;a.depth=d;a.j=e
class vc:
 def __init__(a,b=10):a.ca=b;a.T=[lc]*(1<<ob);a.L={};a.e={};a.da=[[0,0]for _ in c(ka+1)];a.j=0;a.M=0;a.F=None;a.ea=0
 def Na(c,a,d,e=T(),f=ka-1):
  b=[a for a in a.B()if a not in e]
  if not b:return Aa(None,0,0,0)
  c.start(d,a.c)
  if h(b)==1:return Aa(b[0],va(a),0,0)
  return c.ia(a,b,f)
 def fb(b,a,d):
  c=a.B();b.start(d,a.c^1)
  if c:b.ia(a,c,ka-1)
 def start(a,b,c):
  if h(a.L)>mc:a.L.clear()
  for d in a.e:a.e[d]>>=2
  a.F=b;a.j=0;a.M=a.ja(0);a.ea=c
 def ia(a,d,b,j):
  e,f,c=b[0],0,0;b=a.order(d,b,0,a.La(d))
  try:
   while c<j and not a.F.ka(a.j):
    g,h=a.Ra(d,b,c+1);c+=1;e,f=g,h;b.remove(g);b.insert(0,g)
    if abs(h)>S:break
  except ia as i:
   if i.args:e,f=i.args
  return Aa(e,f,c,a.j)
 def ja(a,b):
  if a.F.j is not None:return a.F.j
  return b+qc
 def qa(a):
  if a.F.ka(a.j):raise ia()
  a.M=a.ja(a.j)
 def Ra(d,b,g,e):
  a,h=-xa,xa;f=g[0]
  for i,j in U(g):
   b.I(j)
   try:
    if i==0:c=-d.E(b,e-1,-h,-a,1,True)
    else:
     c=-d.E(b,e-1,-a-1,-a,1,True)
     if c>a:c=-d.E(b,e-1,-h,-a,1,True)
   except ia:
    if i>0:raise ia(f,a)
    raise
   finally:b.pop()
   if c>a:a,f=c,j
  d.la(b,e,a,ha,f,0);return f,a
 def Y(a,b):return-a.ca if b.c==a.ea else a.ca
 def Fa(c,a):
  b=a.l
  if b>=100:return True
  if b<4:return False
  return a.h in a.e[-b:]
 def E(b,a,c,e,d,g,v):
  b.j+=1
  if b.j>=b.M:b.qa()
  if b.Fa(a):return b.Y(a)
  if g>=ka:return va(a)
  m=a.ma()
  if m:c+=1
  if c<=0:return b.ra(a,e,d,g)
  w=e;r=a.h;x,y,n,s,z=b.T[r&ya]
  if z!=r:s=0
  elif x>=c and d-e==1:
   f=yc(y,g)
   if n==ha or n==mb and f>=d or n==nb and f<=e:return f
  A=d-e==1;i=b.na(a)if A and not m and abs(d)<S else None
  if i is not None:
   if c<=pb and i-za*c>=d:return i
   if v and c>=3 and i>=d and wc(a):
    a.Sa()
    try:f=-b.E(a,c-1-nc,-d,-d+1,g+1,False)
    finally:a.Va()
    if f>=d:return d
  j=-xa
  if i is not None and c<=pb and i+za*c<=e:
   j=i+za*c;k=a.Ma()
   if not k:return j if a.B()else b.Y(a)
  else:
   k=a.B()
   if not k:return-wa+g if m else b.Y(a)
  k=b.order(a,k,g,s);t=k[0];B=a.d;C=qb[c]if i is not None and c<h(qb)else h(k)
  for o,l in U(k):
   p=not B[l>>7&127]and l>>14<2
   if p and o>C:continue
   a.I(l)
   try:
    if o==0:f=-b.E(a,c-1,-d,-e,g+1,True)
    else:
     u=1 if c>=2 and o>=oc and p and not m else 0;f=-b.E(a,c-1-u,-e-1,-e,g+1,True)
     if f>e and(u or f<d):f=-b.E(a,c-1,-d,-e,g+1,True)
   finally:a.pop()
   if f>j:
    j,t=f,l
    if f>e:
     e=f
     if e>=d:
      if p:b.ab(l,c,g)
      break
  if j>=d:q=mb
  elif j>w:q=ha
  else:q=nb
  b.la(a,c,j,q,t,g);return j
 def ra(e,a,c,h,o):
  e.j+=1
  if e.j>=e.M:e.qa()
  f=e.na(a)
  if f>=h:return f
  if f>c:c=f
  k=a.d;l=a.Ga()
  if not l:return c
  i=[]
  for d in l:
   g=u[k[d>>7&127]&7];j=d>>14
   if j==2:g=u[b]
   elif j>=4:g+=u[j-2]-u[b]
   if f+g+pc<c:continue
   m=k[d&127]&7
   if u[m]>g+rb and a.t(d>>7&127,a.c^1):continue
   i.append((g*8-m,d))
  i.sort(reverse=True)
  for _,d in i:
   a.I(d)
   try:
    if not a.Wa():continue
    n=-e.ra(a,-h,-c,o+1)
   finally:a.pop()
   if n>c:
    c=n
    if c>=h:break
  return c
 def na(c,a):
  b=c.L.get(a.h)
  if b is None:b=c.L[a.h]=va(a)
  return b
 def La(c,a):b=c.T[a.h&ya];return b[3]if b[4]==a.h else 0
 def la(b,c,d,e,f,g,h):a=c.h;b.T[a&ya]=d,xc(e,h),f,g,a
 def ab(c,a,d,e):
  b=c.da[e]
  if b[0]!=a:b[1]=b[0];b[0]=a
  c.e[a]=c.e.get(a,0)+d*d
 def order(m,j,s,t,v):
  f=j.d;w,x=m.da[t];n=m.e;e=cc;k=[]
  for a in s:
   if a==v:c=rc
   else:
    g=f[a>>7&127];d=a>>14
    if d==3:g=0
    elif d==2:g=b
    if g or d>=4:
     o=f[a&127]&7;c=u[g&7]*8+(u[d-2]if d>=4 else 0)-o
     if d<4 and u[o]>u[g&7]+rb and j.t(a>>7&127,j.c^1):c+=tc
     else:c+=sc
    elif a==w:c=sb[0]
    elif a==x:c=sb[1]
    elif d==3:h,l=a&127,a>>7&127;i=h-h%10;y,z=(i+3,i+4)if l<h else(i+7,i+6);p,q=f[h]<<7,f[l]<<7;c=n.get(a,0)*tb+e[p|y]-e[p|h]+e[q|z]-e[q|l]
    else:r=f[a&127]<<7;c=n.get(a,0)*tb+e[r|a>>7&127]-e[r|a&127]
   k.append((c,a))
  k.sort(reverse=True);return[a for _,a in k]
def wc(a):
 b=a.d
 for c in a.g[a.c]:
  if b[c]&7 in uc:return True
 return False
def xc(a,b):
 if a>S:return a+b
 if a<-S:return a-b
 return a
def yc(a,b):
 if a>S:return a-b
 if a<-S:return a+b
 return a
class Ba(Ia):0
class p(Ha):0
zc=la('Init','color');Ac=la('Turn','last_move my_time opp_time fen');Bc=la('Status','status remaining_time')
class Cc:
 def __init__(a,b):a.readline=b;a.v=0
 def Z(a):
  b=a.readline()
  if not b:raise Ba(f'input ended after line {a.v}')
  a.v+=1
  if b[-1:]not in('\n',b'\n'):raise Ba(f'input ended inside line {a.v}')
  return a.decode(b).rstrip('\r\n')
 def decode(b,a):
  if isinstance(a,H):return a
  try:return a.decode('utf-8')
  except UnicodeDecodeError:raise p(f'input line {b.v}: expected UTF-8 text, got {a!r}')from None
 def S(a,b,c,d):return p(f'input line {a.v}: {b}: expected {c}, got {d!r}')
 def split(d,a,b,e,f=False):
  c=a.split(None,b-1)if f else a.split()
  if h(c)!=b:raise d.S(e,f'{b} fields',a)
  return c
 def W(c,a,d):
  b=a[1:]if a[:1]==v else a
  if b.isascii()and b.isdigit():return I(a)
  raise c.S(d,'an integer',a)
 def word(c,a,b,d):
  if not a or h(a)>b or' 'in a:raise c.S(d,f'a word of at most {b} characters',a)
  return a
 def string(c,a,b,d):
  if h(a)>b:raise c.S(d,f'at most {b} characters',a)
  return a
 def Ta(a):b=a.word(a.Z(),5,'color');return zc(b)
 def Ya(a):b=a.split(a.Z(),4,'lastMove myTime oppTime fen',True);c=a.word(b[0],5,'lastMove');d=a.W(b[1],'myTime');e=a.W(b[2],'oppTime');f=a.string(b[3],100,'fen');return Ac(c,d,e,f)
 def Xa(a):b=a.split(a.Z(),2,'status remainingTime');c=a.word(b[0],1,'status');d=a.W(b[1],'remainingTime');return Bc(c,d)
Dc=a;Ec=30;Fc=.5;Gc=.5;Ca='white','black'
def Hc(b,c):a=os.environ.get('ARENA_NODES');d=max(Gc,c)/Dc;e=X(Fc,d/Ec);return Ob(b,e,I(a)if a else None)
def Ic(b,a):
 if a>>14==C:return da if a>>7&127>a&127 else ja
 return b.X(a)[:4]
def Jc(a):
 if a>>14>=4:return a&16383|vb[s]<<14
 return a
class Kc:
 def __init__(a,b):a.e=[];a.wa=b;a.y=None;a.U=J();a.P=None;a.fa=0.;a.clock=0
 def position(a,b,c):a.clock=c;a.y=b;a.y.e=list(a.e);a.U=J();return a.oa()
 def oa(a):
  c=a.y;d={a for a in c.B()if 4<=a>>14<7};e=Hc(a.fa,a.clock);b=a.wa.Na(c,e,a.U|d).move
  if b is None:return
  b=Jc(b);a.U.add(b);a.P=b;return Ic(c,b)
 def Ua(a):
  if a.P is None:return
  a.y.I(a.P);a.e=a.y.e+[a.y.h];a.P=None
class Lc:
 def __init__(a,b):a.readline=b;a.Q=None
 def __call__(a):b=a.peek();a.Q=None;return b
 def peek(a):
  if a.Q is None:a.Q=a.readline()
  return a.Q
 def Oa(a):return h(a.peek().split())==2
class Mc:
 def __init__(a,b,c,d):a.G=b;a.lines=c;a.H=d;a.R=None;a.z=None;a.V=True
 def ta(a,b):print(f'judge_chess: {b}; waiting for a position',file=Y.stderr);a.V=False;a.z=None
 def sa(a,b):
  if a.V:print(f'judge_chess: {b}; ignored',file=Y.stderr)
 def Ia(a):
  try:
   b=a.G.Ta().color
   if b not in Ca:raise p(f'input line 1: color: expected white or black, got {b!r}')
   a.R=Ca.index(b)
  except p as c:a.ta(c)
 def step(a):
  try:
   if a.lines.Oa():a.status(a.G.Xa())
   else:a.position(a.G.Ya())
  except p as b:a.ta(b)
 def status(a,b):
  c=a.G.v
  if b.status not in('A','D'):raise p(f'input line {c}: status: expected A or D, got {b.status!r}')
  if a.z is None:a.sa(f'input line {c}: a status with no move to judge')
  elif b.status=='A':a.H.Ua();a.z=None
  else:a.pa(a.H.oa())
 def position(a,b):
  c=a.G.v
  if b==a.z:a.sa(f'input line {c}: the same position again before its status');return
  a.H.fa=time.perf_counter();d=a.Ha(b,c)
  if a.z is not None:print(f'judge_chess: input line {c}: a new position before the status of the last move; answering it',file=Y.stderr)
  a.V=True;a.z=b;a.pa(a.H.position(d,b.my_time))
 def Ha(f,d,a):
  g=d.fen.split()
  if h(g)!=6:raise p(f'input line {a}: fen: expected 6 fields, got {d.fen!r}')
  try:b=Nb(d.fen)
  except m as i:raise p(f'input line {a}: fen: {i}')from None
  if f.R is not None and b.c!=f.R:raise p(f'input line {a}: fen: {g[1]} to move, but this bot plays {Ca[f.R]}')
  c=d.last_move
  if c=='NONE':
   if b.c!=e or b.fullmove!=1:raise p(f'input line {a}: lastMove: NONE after move 1')
  elif not((h(c)==4 or c in(da,ja))and b.Za(c)):raise p(f'input line {a}: lastMove: {c!r} cannot have led to the position')
  return b
 def pa(a,b):
  if b is None:print(f'judge_chess: no move left to try in {a.H.y.fen()}',file=Y.stderr);a.z=None;return
  print(b,flush=True)
def Nc(c=vc):
 a=Lc(Y.stdin.buffer.readline);b=Mc(Cc(a),a,Kc(c()))
 try:
  gc.disable();b.Ia()
  while True:b.step()
 except Ba:return
Nc()
