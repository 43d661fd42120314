# chess960: built by arena-bundler from 14 modules; do not edit, rebuild with `python -m bundler build`
# modules: sources sources.chess960 sources.chesscore sources.chesscore.tables sources.chesscore.board sources.chesscore.budget sources.chesscore.weights sources.chesscore.evaluation sources.chesscore.search sources.pipe_input sources.readers sources.readers.chess960 sources.chess960.protocol sources.chess960.__main__
# inputs sha256: 2b886e3220a353ae
a=range;D=enumerate;T=frozenset;k=len;f=10;ja='lastmove';ka='castling';la=ValueError;h=11;p=120;Ea='en_passant_file';t='-';Fa='black_to_move';Ga='piece_square';aa=b'\n';E=304;F=118;G=str;H=int;U=310;V=936;q=90;Ha=Exception;u=13;v='';y=27;z=20;I=22;J=21;K=75;L=88;from collections import namedtuple as Ia;import gc,os,sys,time as ba,random as Ja,select;e,d=0,1;b=0;c,n,o,l,A,i=1,2,3,4,5,6;g=8;yb=16;ma,na,oa,pa=f,-f,1,-1;M=na,ma,pa,oa;N=na+pa,ma+pa,na+oa,ma+oa;O=N+M;W=-J,-19,-12,-8,8,12,19,J;Oc,Ka,X,P=0,1,2,3;La='.PNBRQK..pnbrqk';ca='abcdefgh'
def j(file,a):return 21+file+10*a
def zb():return{j(f,r):ca[f]+G(r+1)for f in a(8)for r in a(8)}
def Ab(e):
 b=Ja.Random(e);d=[0]*2048
 for f in list(a(c,i+1))+list(a(g+c,g+i+1)):
  for h in zb():d[f<<7|h]=b.getrandbits(64)
 return{Ga:d,ka:[0]+[b.getrandbits(64)for _ in a(15)],Ea:[b.getrandbits(64)for _ in a(8)],Fa:b.getrandbits(64)}
da={J:'a1',31:'a2',41:'a3',51:'a4',61:'a5',71:'a6',81:'a7',91:'a8',I:'b1',32:'b2',42:'b3',52:'b4',62:'b5',72:'b6',82:'b7',92:'b8',23:'c1',33:'c2',43:'c3',53:'c4',63:'c5',73:'c6',83:'c7',93:'c8',24:'d1',34:'d2',44:'d3',54:'d4',64:'d5',74:'d6',84:'d7',94:'d8',25:'e1',35:'e2',45:'e3',55:'e4',65:'e5',K:'e6',85:'e7',95:'e8',26:'f1',36:'f2',46:'f3',56:'f4',66:'f5',76:'f6',86:'f7',96:'f8',y:'g1',37:'g2',47:'g3',57:'g4',67:'g5',77:'g6',87:'g7',97:'g8',28:'h1',38:'h2',48:'h3',58:'h4',68:'h5',78:'h6',L:'h7',98:'h8'};qa={b:a for a,b in da.items()};Bb=tuple(b'\x15\x1f)3=GQ[\x16 *4>HR\\\x17!+5?IS]\x18",6@JT^\x19#-7AKU_\x1a$.8BLV`\x1b%/9CMWa\x1c&0:DNXb');Cb={-h:-h,-I:-h,-33:-h,-44:-h,-55:-h,-66:-h,-77:-h,9:9,18:9,y:9,36:9,45:9,54:9,63:9,-9:-9,-18:-9,-y:-9,-36:-9,-45:-9,-54:-9,-63:-9,h:h,I:h,33:h,44:h,55:h,66:h,77:h,-f:-f,-z:-f,-30:-f,-40:-f,-50:-f,-60:-f,-70:-f,f:f,z:f,30:f,40:f,50:f,60:f,70:f,-1:-1,-2:-1,-3:-1,-4:-1,-5:-1,-6:-1,-7:-1,1:1,2:1,3:1,4:1,5:1,6:1,7:1};ea=Ab(960);r=ea[Ga];ra=ea[ka];Db=ea[Ea];sa=ea[Fa];Eb='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';Y=T(a(c,i+1)),T(a(g+c,g+i+1));Fb=T('PNBRQKpnbrqk');Gb=T('KQkqABCDEFGHabcdefgh');Ma=Y[d]-{g+i},Y[e]-{i};w=f,-f;Hb=(31,38),(81,L);Na=(91,98),(J,28);Ib=15;Jb='checkmate';Kb='stalemate';Lb='threefold repetition';Mb='insufficient material';Nb='fifty-move rule';Ob='move limit';Pb=250
def Q(a):return a//10-2
def x(a):return a%10-1
def Oa(a):return(x(a)+Q(a))%2==0
class m(la):0
def Pa(c,d,e,b):
 if k(c)<=d:return b
 a=c[d]
 if not(a.isascii()and a.isdigit())or H(a)<b:raise m(f'{e} must be a whole number from {b}, got {a!r}')
 return H(a)
class ta:
 def __init__(a,b=Eb):a.la(b)
 def la(a,g):
  b=g.split()
  if not 2<=k(b)<=6:raise m(f'expected 6 fields, got {k(b)}')
  h,f=b[0],b[1];c=b[2]if k(b)>2 else t;i=b[3]if k(b)>3 else t
  if f not in('w','b'):raise m(f'side to move must be w or b, got {f!r}')
  if c!=t and not set(c)<=Gb:raise m(f'castling must be - or KQkq or rook files, got {c!r}')
  a.l=Pa(b,4,'halfmove clock',0);a.fullmove=Pa(b,5,'fullmove number',1);a.ma(h);a.c=e if f=='w'else d;a.na(c);a.en_passant=a.oa(i)
  if a.t(a.kings[a.c^1],a.c):raise m('the side to move can capture the king')
  a.F=[];a.e=[];a.g=a.pa()
 def ma(p,v):
  s=v.split('/')
  if k(s)!=8:raise m(f'expected 8 ranks, got {k(s)}')
  t=[yb]*120;p.h=[set(),set()];n=[[],[]]
  for w,q in D(s):
   f=7-w;h=0
   for l in q:
    if l in'12345678':
     if h+H(l)>8:raise m(f'rank {f+1} has more than 8 files: {q!r}')
     for _ in a(H(l)):t[j(h,f)]=b;h+=1
     continue
    if l not in Fb:raise m(f'unknown piece {l!r} on rank {f+1}')
    if h==8:raise m(f'rank {f+1} has more than 8 files: {q!r}')
    r=La.index(l)
    if r&7==c and f in(0,7):raise m(f'a pawn on rank {f+1}')
    u=j(h,f);t[u]=r;o=d if r&g else e;p.h[o].add(u)
    if r&7==i:n[o].append(u)
    h+=1
   if h!=8:raise m(f'rank {f+1} has {h} files: {q!r}')
  for o,x in(e,'white'),(d,'black'):
   if k(n[o])!=1:raise m(f'{k(n[o])} {x} kings')
  p.d=t;p.kings=[n[e][0],n[d][0]]
 def oa(f,i):
  if i==t:return 0
  h=f.c^1;a=qa.get(i)
  if a is None or Q(a)!=(2 if h==e else 5)or f.d[a]!=b or f.d[a-w[h]]!=b or f.d[a+w[h]]!=c|(g if h==d else 0):raise m(f'no pawn can just have skipped the en-passant square {i!r}')
  return a
 def na(b,w):
  b.G=[0,0,0,0];p=0
  for q in w.replace(t,v):
   c=e if q.isupper()else d;h=0 if c==e else 7;k=x(b.kings[c]);m=l|(g if c==d else 0);n=q.lower()
   if n=='k':i=[f for f in a(k+1,8)if b.d[j(f,h)]==m];f=i[-1]if i else None
   elif n=='q':i=[f for f in a(k)if b.d[j(f,h)]==m];f=i[0]if i else None
   else:f=ca.index(n)
   if f is None or Q(b.kings[c])!=h or b.d[j(f,h)]!=m:continue
   r=(1 if f<k else 2)<<2*c;b.G[r.bit_length()-1]=j(f,h);p|=r
  b.v=p;o=[Ib]*120
  for s,u in D(b.G):
   if u:o[u]&=~(1<<s);c=s//2;o[b.kings[c]]&=~(3<<2*c)
  b.S=o;b.ia=[b.va(a)for a in a(4)]
 def va(g,f):
  b=g.G[f]
  if not b:return
  c=g.kings[f//2];e=b-x(b);d,h=(e+6,e+5)if f&1 else(e+2,e+3);i=c,b,d,h;k=tuple(a for a in a(min(i),max(i)+1)if a!=c and a!=b);j=1 if d>=c else-1;l=tuple(a(c+j,d,j))if d!=c else();return k,l,d,b,h
 def pa(a):
  b=ra[a.v]
  for f in e,d:
   for c in a.h[f]:b^=r[a.d[c]<<7|c]
  if a.c==d:b^=sa
  a.o=a.Z(a.en_passant);return b^a.o
 def Z(a,b):
  if not b:return 0
  e=b+w[a.c^1];f=c|(g if a.c==d else 0);h=a.d
  if h[e-1]==f or h[e+1]==f:return Db[x(b)]
  return 0
 def fen(c,h=True):
  f=[]
  for i in a(7,-1,-1):
   e,d=v,0
   for k in a(8):
    g=c.d[j(k,i)]
    if g==b:d+=1;continue
    if d:e,d=e+G(d),0
    e+=La[g]
   f.append(e+(G(d)if d else v))
  return' '.join(('/'.join(f),'wb'[c.c],c.Ba(h),da[c.en_passant]if c.en_passant else t,G(c.l),G(c.fullmove)))
 def Ba(b,h=True):
  f=v
  for a in e,d:
   g=[b.G[a]for a in(2*a,2*a+1)if b.v>>a&1]
   if h:c=v.join(ca[x(a)]for a in sorted(g))
   else:c=v.join('q'if c<b.kings[a]else'k'for c in sorted(g,reverse=True))
   f+=c.upper()if a==e else c
  return f or t
 def E(a,p):
  f=a.d;l=a.c;h=p&127;e=p>>7&127;n=p>>14;j=f[h];m=a.h[l];k=a.g;a.F.append((p,f[e],a.v,a.en_passant,a.o,a.l,k));a.e.append(k);k^=sa^a.o;q=a.v
  if q:
   v=q&a.S[h]&a.S[e]
   if v!=q:k^=ra[q]^ra[v];a.v=v
  a.en_passant=0
  if n==P:
   s=h-x(h)
   if e<h:o,t=s+2,s+3
   else:o,t=s+6,s+5
   y=f[e];f[h]=f[e]=b;m.discard(h);m.discard(e);f[o]=j;f[t]=y;m.add(o);m.add(t);a.kings[l]=o;k^=r[j<<7|h]^r[j<<7|o]^r[y<<7|e]^r[y<<7|t];a.l+=1
  else:
   z=f[e]
   if z:a.h[l^1].discard(e);k^=r[z<<7|e];a.l=0
   elif j&7==c:a.l=0
   else:a.l+=1
   f[h]=b;m.discard(h);m.add(e);k^=r[j<<7|h]
   if n>=4:j=n-2|j&g
   f[e]=j;k^=r[j<<7|e]
   if j&7==i:a.kings[l]=e
   elif n==Ka:a.en_passant=h+e>>1
   elif n==X:u=e-w[l];k^=r[f[u]<<7|u];f[u]=b;a.h[l^1].discard(u)
  if l==d:a.fullmove+=1
  a.c=l^1;a.o=a.Z(a.en_passant)if a.en_passant else 0;a.g=k^a.o
 def pop(a):
  m,s,u,v,y,z,A=a.F.pop();a.e.pop();f=a.d;h=a.c^1;l=a.h[h];j=m&127;k=m>>7&127;r=m>>14
  if r==P:
   n=j-x(j)
   if k<j:o,p=n+2,n+3
   else:o,p=n+6,n+5
   B,C=f[o],f[p];f[o]=f[p]=b;l.discard(o);l.discard(p);f[j]=B;f[k]=C;l.add(j);l.add(k);a.kings[h]=j
  else:
   q=f[k]
   if r>=4:q=c|q&g
   f[j]=q;f[k]=s;l.discard(k);l.add(j)
   if s:a.h[h^1].add(k)
   if q&7==i:a.kings[h]=j
   elif r==X:t=k-w[h];f[t]=c|(g if h==e else 0);a.h[h^1].add(t)
  if h==d:a.fullmove-=1
  a.c=h;a.v=u;a.en_passant=v;a.o=y;a.l=z;a.g=A;return m
 def Ea(a):a.F.append((a.en_passant,a.o,a.g));a.e.append(a.g);a.g^=sa^a.o;a.en_passant=0;a.o=0;a.c^=1
 def Ha(a):a.en_passant,a.o,a.g=a.F.pop();a.e.pop();a.c^=1
 def t(u,h,r):
  f=u.d;k=g if r==d else 0;v=n|k
  for w in W:
   if f[h+w]==v:return True
  p=c|k
  if r==e:
   if f[h-9]==p or f[h-11]==p:return True
  elif f[h+9]==p or f[h+11]==p:return True
  s=i|k;t=A|k;q=o|k
  for m in N:
   j=h+m;a=f[j]
   if a==s:return True
   while a==b:j+=m;a=f[j]
   if a==q or a==t:return True
  q=l|k
  for m in M:
   j=h+m;a=f[j]
   if a==s:return True
   while a==b:j+=m;a=f[j]
   if a==q or a==t:return True
  return False
 def fa(a):return a.t(a.kings[a.c],a.c^1)
 def qa(s):
  h=s.d;m=s.c;i=s.kings[m];B=Y[m];j=0 if m==d else g;u=A|j;p=0;q=None;v={}
  for C,x in(M,l|j),(N,o|j):
   for f in C:
    e=i+f;k=h[e]
    while k==b:e+=f;k=h[e]
    if k==x or k==u:p+=1;q=set(a(i+f,e+f,f))
    elif k in B:
     t=e+f;r=h[t]
     while r==b:t+=f;r=h[t]
     if r==x or r==u:v[e]=f
  D=n|j
  for y in W:
   if h[i+y]==D:p+=1;q={i+y}
  E=c|j;z=w[m]
  for e in i+z-1,i+z+1:
   if h[e]==E:p+=1;q={e}
  return p,q,v
 def B(a):return a.aa(False)
 def ya(a):return a.aa(True)
 def aa(e,q):
  f=e.d;g=e.c;r,G,u=e.qa();p=[];s=e.kings[g];v=Ma[g]
  if r<2:
   z=[];A=w[g];H,I=Hb[g];J,K=Na[g];L=e.en_passant
   for a in e.h[g]:
    t=f[a]&7
    if t==i:continue
    B=r or a in u
    if B:
     if r and a in u:continue
     j=[]
    else:j=p
    k=j.append
    if t==c:
     m=a+A;C=J<=m<=K
     if f[m]==b:
      if C:
       for y in 4,5,6,7:k(a|m<<7|y<<14)
      elif not q:
       k(a|m<<7);D=m+A
       if H<=a<=I and f[D]==b:k(a|D<<7|Ka<<14)
     for d in m-1,m+1:
      if f[d]in v:
       if C:
        for y in 4,5,6,7:k(a|d<<7|y<<14)
       else:k(a|d<<7)
      elif d==L:z.append(a|d<<7|X<<14)
    elif t==n:
     for P in W:
      d=a+P;h=f[d]
      if h in v or h==b and not q:k(a|d<<7)
    else:
     Q=M if t==l else N if t==o else O
     for x in Q:
      d=a+x;h=f[d]
      while h==b:
       if not q:k(a|d<<7)
       d+=x;h=f[d]
      if h in v:k(a|d<<7)
    if B and j:
     if a in u:E=u[a];j=[m for m in j if Cb.get((m>>7&127)-a)in(E,-E)]
     if r:j=[m for m in j if m>>7&127 in G]
     p.extend(j)
   for F in z:
    e.E(F)
    if not e.t(e.kings[g],g^1):p.append(F)
    e.pop()
   if not r and e.v and not q:e.Ca(p)
  R=f[s];f[s]=b;S=g^1
  for x in O:
   d=s+x;h=f[d]
   if(h in v or h==b and not q)and not e.t(d,S):p.append(s|d<<7)
  f[s]=R;return p
 def ua(j):
  e=j.d;k=j.c;m=Ma[k];u=w[k];v,x=Na[k];y=j.en_passant;r=[];g=r.append
  for d in j.h[k]:
   h=e[d]&7
   if h==c:
    f=d+u
    if v<=f<=x:
     if e[f]==b:
      for p in 4,5,6,7:g(d|f<<7|p<<14)
     for a in f-1,f+1:
      if e[a]in m:
       for p in 4,5,6,7:g(d|a<<7|p<<14)
     continue
    for a in f-1,f+1:
     if e[a]in m:g(d|a<<7)
     elif a==y:g(d|a<<7|X<<14)
   elif h==n or h==i:
    for s in W if h==n else O:
     if e[d+s]in m:g(d|d+s<<7)
   else:
    z=M if h==l else N if h==o else O
    for t in z:
     a=d+t;q=e[a]
     while q==b:a+=t;q=e[a]
     if q in m:g(d|a<<7)
  return r
 def Ia(a):b=a.c^1;return not a.t(a.kings[b],a.c)
 def Ca(c,l):
  a=c.d;d=c.c;e=c.kings[d];h=d^1
  for i in 2*d,2*d+1:
   if not c.v>>i&1:continue
   m,n,o,f,j=c.ia[i]
   if any(a[b]for b in m):continue
   p,k=a[e],a[f];a[e]=b;g=True
   for q in n:
    if c.t(q,h):g=False;break
   if g:a[f]=b;a[j]=k;g=not c.t(o,h);a[j]=b;a[f]=k
   a[e]=p
   if g:l.append(e|f<<7|P<<14)
 def M(f,b,chess960=True):
  a,c,d=b&127,b>>7&127,b>>14
  if d==P and not chess960:c=a-x(a)+(2 if c<a else 6)
  e=da[a]+da[c]
  if d>=4:e+='nbrq'[d-4]
  return e
 def La(c,a):
  a=a.strip().lower()
  for b in c.B():
   if c.M(b)==a or b>>14==P and c.M(b,chess960=False)==a:return b
 def za(o,c):
  f=o.c^1;p=g if f==d else 0;a=0 if f==e else 7;k=o.d
  if c in('O-O','O-O-O'):s,t=(6,5)if c=='O-O'else(2,3);return k[j(s,a)]==i|p and k[j(t,a)]==l|p
  m,h=qa.get(c[:2]),qa.get(c[2:4]);q=c[4:]
  if m is None or h is None or m==h:return False
  if q not in(v,'n','b','r','q')or k[m]in Y[f^1]:return False
  r=k[h]
  if q:return r==n+'nbrq'.index(q)|p and Q(h)==7-a
  if r in Y[f]:return True
  return r==b and Q(m)==Q(h)==a and o.kings[f]in(j(2,a),j(6,a))
 def Ma(d,a):c=a>>14;return c==X or c!=P and d.d[a>>7&127]!=b
 def ra(a):b=a.e[-a.l:]if a.l else[];return b.count(a.g)>=2
 def sa(k):
  h=k.d;a=None
  for d in Bb:
   e=h[d];f=e&7
   if e==b or f==i:continue
   if f in(c,l,A):return False
   if a is None:a=d;continue
   j=h[a]
   if(j^e)&g and f==o and j&7==o and Oa(d)==Oa(a):continue
   return False
  return True
 def wa(a):return 2*(a.fullmove-1)+a.c
 def Na(a):
  if not a.B():return Jb if a.fa()else Kb
  if a.ra():return Lb
  if a.sa():return Mb
  if a.l>=100:return Nb
  if a.wa()>=Pb:return Ob
def Qa(b):c=v.join(ca[f]for f in a(8)if b[f]=='R');d=c.upper()+c;return f'{b.lower()}/pppppppp/8/8/8/8/PPPPPPPP/{b} w {d} - 0 1'
class ua:
 def __init__(a,b,c,d=None,e=None):a.ja=b+c;a.j=d;a.T=e
 def da(a,b):
  if a.j is not None:return b>=a.j
  if a.T is not None and a.T():return True
  return ba.perf_counter()>=a.ja
Ra=(q,q,q,q,77,L,79,66,80,95,87,L,78,L,103,112,100,106,128,138,112,124,132,122,114,p,113,113,F,F,F,F),(280,295,307,302,286,298,311,319,292,314,328,339,309,324,344,350,330,328,350,340,312,339,349,355,296,U,333,322,299,297,291,303),(338,339,323,329,342,348,338,328,321,344,333,336,331,325,330,337,326,327,335,356,333,346,342,348,333,332,340,326,323,320,323,323),(477,473,488,492,471,456,472,473,463,464,457,468,472,471,461,469,470,480,467,480,488,486,489,495,495,500,494,513,484,479,481,491),(964,969,957,967,953,957,966,961,947,959,952,952,959,957,948,953,966,955,938,956,965,960,969,966,958,958,959,951,962,958,960,961),(2,f,-18,-y,-z,-z,-40,-68,-50,-51,-52,-61,-73,-72,-q,-91,-76,-K,-L,-89,-K,-76,-91,-89,-K,-74,-q,-q,-K,-K,-q,-q);Qb=(p,p,p,p,125,F,133,141,105,102,111,116,113,112,104,100,F,130,119,100,149,156,152,131,191,191,180,180,p,p,p,p),(263,265,273,270,276,280,279,305,271,296,308,315,272,288,U,325,276,298,307,315,273,287,E,294,270,281,288,285,270,268,268,274),(299,302,305,308,E,U,316,E,305,321,330,322,308,306,328,313,301,U,305,326,306,E,315,316,E,302,307,309,300,297,E,300),(517,518,520,521,526,516,529,511,522,537,520,523,530,524,537,525,527,531,529,531,526,529,535,535,536,542,538,541,536,530,538,538),(931,933,932,925,931,V,932,V,932,934,947,948,934,941,944,954,V,941,942,959,935,939,950,950,932,940,942,V,934,934,937,V),(-31,-38,-29,-37,-28,-u,-7,1,-I,-8,u,15,-19,-1,12,26,-18,-1,12,I,-J,-14,6,9,-23,-7,-8,-h,-y,-J,-23,-I);Sa=0,5,-u,2,u,37,63,0;Ta=0,-u,0,19,h,44,103,0;Ua=25;Va=26;Wa=14;Xa=1;Ya=25;Za=16;ab=u;bb=4;Rb=-3;Sb=0,0,25,u,9,z,0;cb=42;db=0,0,0,5,5,3,0;Tb=0,0,0,6,7,u,0;Ub=0,0,1,1,2,4,0;Z=24;B=g|c;Vb=g|l;s=0,100,U,330,500,950,20000
def eb(file,a):return a*4+min(file,7-file)
C=z;fa=1<<C-1;fb=(1<<C)-1;va=64;Wb=48;gb=17;Xb=(1<<gb)-1;Yb,hb,ib=0,8,12;jb,kb=16,z
def Zb():
 n=[0]*2048;u=Ja.Random(64);p={}
 for b in a(c,i+1):
  for q in a(8):
   for k in a(8):
    r=eb(q,k);v=Ra[b-1][r];w=Qb[b-1][r];x=Ub[b]<<Yb
    for f in e,d:
     if b==o:l=(hb,ib)[f]
     elif b==c:l=(jb,kb)[f]
     else:l=None
     y=x+(1<<l if l is not None else 0);s=1 if f==e else-1;t=j(q,k if f==e else 7-k);h=b|(g if f==d else 0);n[h<<7|t]=s*v+(s*w<<C)+(y<<2*C);m=ac(b,q,k)
     if m is not None:
      if(h,m)not in p:p[h,m]=u.getrandbits(Wb)
      n[h<<7|t]+=p[h,m]<<va
 return n
def ac(a,file,b):
 if a==c:return file,b
 if a==l:return file
 if a==i:return(file,b)if b<2 else'away'
bc=Zb()
def cc():
 b=[0]*2048
 for d in a(c,i+1):
  for e in a(8):
   for f in a(8):h=Ra[d-1][eb(e,f)];b[d<<7|j(e,f)]=h;b[(d|g)<<7|j(e,7-f)]=h
 return b
dc=cc();ec={a|d:(c,b*db[a],b*db[a]*Tb[a],b*Sb[a])for a,c in((n,None),(o,N),(l,M),(A,O))for d,b in((0,1),(g,-1))}
def fc():
 d=[None]*120
 for b in a(8):
  for c in a(8):
   e=[0]*120
   for f in a(max(b-1,0),min(b+2,8)):
    for g in a(max(c-1,0),min(c+2,8)):e[j(f,g)]=1
   d[j(b,c)]=e
 return d
hc=fc();lb=[(-1,0,0)]*(1<<gb)
def wa(b):
 l=b.d;m=bc;s,t=b.h;u=sum([m[l[a]<<7|a]for a in s])+sum([m[l[a]<<7|a]for a in t]);g=u+fa;h=g>>va;n=h&Xb;v,i,j=lb[n]
 if v!=h:i,j=kc(b);lb[n]=h,i,j
 o=(g&fb)-fa+i;p=(g>>C)+fa;q=(p&fb)-fa+j;c=p>>C&(1<<va-2*C)-1;f=c&255
 if f>Z:f=Z
 r,w=ic(b);o+=r+w+Rb*jc(b);q+=r;k=o*f+q*(Z-f);a=k//Z if k>=0 else-(-k//Z)
 if c>>hb&15>=2:a+=cb
 if c>>ib&15>=2:a-=cb
 if a>0:
  if not c>>jb&15 and mb(b,e):a//=8
 elif a<0:
  if not c>>kb&15 and mb(b,d):a=-(-a//8)
 return a if b.c==e else-a
def ic(c):
 f=c.d;m=ec;g=h=0
 for n,o in D(c.h):
  d=hc[c.kings[n^1]]
  for e in o:
   i=m.get(f[e])
   if i is not None:
    j,p,q,r=i;a=0
    if j is None:
     for s in W:a+=d[e+s]
    else:
     k=0
     for l in j:
      b=e+l
      while not f[b]:k+=1;a+=d[b];b+=l
      a+=d[b]
     g+=p*k-q
    h+=r*a
 return g,h
def jc(d):
 e=d.d;f,g=d.kings;c=0
 for b in O:
  a=f+b
  while not e[a]:c+=1;a+=b
  a=g+b
  while not e[a]:c-=1;a+=b
 return c
def kc(o):
 i=o.d;k=[0]*10;m=[0]*10;p=[-1]*10;q=[8]*10;s,t,u,v=[],[],[],[]
 for f in o.h[e]:
  r=i[f]
  if r==c:
   s.append(f);b,g=f%10,f//10-2;k[b]+=1
   if g<q[b]:q[b]=g
  elif r==l:u.append(f)
 for f in o.h[d]:
  r=i[f]
  if r==B:
   t.append(f);b,g=f%10,f//10-2;m[b]+=1
   if g>p[b]:p[b]=g
  elif r==Vb:v.append(f)
 j=n=0
 for f in s:
  b,g=f%10,f//10-2
  if p[b-1]<=g and p[b]<=g and p[b+1]<=g:j+=Sa[g];n+=Ta[g]
  if not k[b-1]and not k[b+1]:j-=Wa;n-=Xa
 for f in t:
  b,g=f%10,7-(f//10-2)
  if q[b-1]>=7-g and q[b]>=7-g and q[b+1]>=7-g:j-=Sa[g];n-=Ta[g]
  if not m[b-1]and not m[b+1]:j+=Wa;n+=Xa
 for b in a(1,9):
  if k[b]>1:j-=Ua*(k[b]-1);n-=Va*(k[b]-1)
  if m[b]>1:j+=Ua*(m[b]-1);n+=Va*(m[b]-1)
 for f in u:
  b=f%10
  if not k[b]:j+=Ya if not m[b]else Za
 for f in v:
  b=f%10
  if not m[b]:j-=Ya if not k[b]else Za
 h=o.kings[e]
 if h<41:j+=ab*((i[h+9]==c)+(i[h+10]==c)+(i[h+11]==c))+bb*((i[h+19]==c)+(i[h+20]==c)+(i[h+21]==c))
 h=o.kings[d]
 if h>80:j-=ab*((i[h-9]==B)+(i[h-10]==B)+(i[h-11]==B))+bb*((i[h-19]==B)+(i[h-20]==B)+(i[h-21]==B))
 return j,n
def mb(d,e):
 g=d.d;a=[0]*7;b=[0]*7
 for h,i in(e,a),(e^1,b):
  for j in d.h[h]:i[g[j]&7]+=1
 f=a[l]*5+a[A]*9;k=b[l]*5+b[A]*9;c=a[n]+a[o];m=b[n]+b[o]
 if f==0:return c<=1 or c==2 and a[n]==2
 return f==k and c<=m+1
xa=100000;R=xa-1000;ya=xa+1;ga,nb,ob=0,1,2;ia=64;pb=18;za=(1<<pb)-1;lc=-1;mc=0,0,ga,0,lc;nc=75000;oc=2;qb=2;Aa=150;rb=0,8,14;pc=3;qc=200;sb=50;rc=16;sc=1<<30;tc=1<<28;tb=1<<y,(1<<y)-1;uc=1<<26;ub=8;vc=n,o,l,A
class ha(Ha):0
class Ba:
 def __init__(a,b,c,d,e):a.move=b;a.score=c;a.depth=d;a.j=e
class vb:
 def __init__(b,c=10):b.U=c;b.L=[mc]*(1<<pb);b.H={};b.e={};b.V=[[0,0]for _ in a(ia+1)];b.j=0;b.I=0;b.D=None;b.W=0
 def X(c,a,d,e=T(),f=ia-1):
  b=[a for a in a.B()if a not in e]
  if not b:return Ba(None,0,0,0)
  c.start(d,a.c)
  if k(b)==1:return Ba(b[0],wa(a),0,0)
  return c.ba(a,b,f)
 def Q(b,a,d):
  c=a.B();b.start(d,a.c^1)
  if c:b.ba(a,c,ia-1)
 def start(a,b,c):
  if k(a.H)>nc:a.H.clear()
  for d in a.e:a.e[d]>>=2
  a.D=b;a.j=0;a.I=a.ca(0);a.W=c
 def ba(a,d,b,j):
  e,f,c=b[0],0,0;b=a.order(d,b,0,a.xa(d))
  try:
   while c<j and not a.D.da(a.j):
    g,h=a.Da(d,b,c+1);c+=1;e,f=g,h;b.remove(g);b.insert(0,g)
    if abs(h)>R:break
  except ha as i:
   if i.args:e,f=i.args
  return Ba(e,f,c,a.j)
 def ca(a,b):
  if a.D.j is not None:return a.D.j
  return b+rc
 def poll(a):
  if a.D.da(a.j):raise ha()
  a.I=a.ca(a.j)
 def Da(d,b,g,e):
  a,h=-ya,ya;f=g[0]
  for i,j in D(g):
   b.E(j)
   try:
    if i==0:c=-d.z(b,e-1,-h,-a,1,True)
    else:
     c=-d.z(b,e-1,-a-1,-a,1,True)
     if c>a:c=-d.z(b,e-1,-h,-a,1,True)
   except ha:
    if i>0:raise ha(f,a)
    raise
   finally:b.pop()
   if c>a:a,f=c,j
  d.ea(b,e,a,ga,f,0);return f,a
 def P(a,b):return-a.U if b.c==a.W else a.U
 def ta(c,a):
  b=a.l
  if b>=100:return True
  if b<4:return False
  return a.g in a.e[-b:]
 def z(b,a,c,e,d,g,v):
  b.j+=1
  if b.j>=b.I:b.poll()
  if b.ta(a):return b.P(a)
  if g>=ia:return wa(a)
  m=a.fa()
  if m:c+=1
  if c<=0:return b.ha(a,e,d,g)
  w=e;r=a.g;x,y,n,s,z=b.L[r&za]
  if z!=r:s=0
  elif x>=c and d-e==1:
   f=yc(y,g)
   if n==ga or n==nb and f>=d or n==ob and f<=e:return f
  A=d-e==1;h=b.ga(a)if A and not m and abs(d)<R else None
  if h is not None:
   if c<=qb and h-Aa*c>=d:return h
   if v and c>=3 and h>=d and wc(a):
    a.Ea()
    try:f=-b.z(a,c-1-oc,-d,-d+1,g+1,False)
    finally:a.Ha()
    if f>=d:return d
  i=-ya
  if h is not None and c<=qb and h+Aa*c<=e:
   i=h+Aa*c;j=a.ya()
   if not j:return i if a.B()else b.P(a)
  else:
   j=a.B()
   if not j:return-xa+g if m else b.P(a)
  j=b.order(a,j,g,s);t=j[0];B=a.d;C=rb[c]if h is not None and c<k(rb)else k(j)
  for o,l in D(j):
   p=not B[l>>7&127]and l>>14<2
   if p and o>C:continue
   a.E(l)
   try:
    if o==0:f=-b.z(a,c-1,-d,-e,g+1,True)
    else:
     u=1 if c>=2 and o>=pc and p and not m else 0;f=-b.z(a,c-1-u,-e-1,-e,g+1,True)
     if f>e and(u or f<d):f=-b.z(a,c-1,-d,-e,g+1,True)
   finally:a.pop()
   if f>i:
    i,t=f,l
    if f>e:
     e=f
     if e>=d:
      if p:b.Ja(l,c,g)
      break
  if i>=d:q=nb
  elif i>w:q=ga
  else:q=ob
  b.ea(a,c,i,q,t,g);return i
 def ha(e,a,b,h,o):
  e.j+=1
  if e.j>=e.I:e.poll()
  f=e.ga(a)
  if f>=h:return f
  if f>b:b=f
  k=a.d;l=a.ua()
  if not l:return b
  i=[]
  for d in l:
   g=s[k[d>>7&127]&7];j=d>>14
   if j==2:g=s[c]
   elif j>=4:g+=s[j-2]-s[c]
   if f+g+qc<b:continue
   m=k[d&127]&7
   if s[m]>g+sb and a.t(d>>7&127,a.c^1):continue
   i.append((g*8-m,d))
  i.sort(reverse=True)
  for _,d in i:
   a.E(d)
   try:
    if not a.Ia():continue
    n=-e.ha(a,-h,-b,o+1)
   finally:a.pop()
   if n>b:
    b=n
    if b>=h:break
  return b
 def ga(c,a):
  b=c.H.get(a.g)
  if b is None:b=c.H[a.g]=wa(a)
  return b
 def xa(c,a):b=c.L[a.g&za];return b[3]if b[4]==a.g else 0
 def ea(b,c,d,e,f,g,h):a=c.g;b.L[a&za]=d,xc(e,h),f,g,a
 def Ja(c,a,d,e):
  b=c.V[e]
  if b[0]!=a:b[1]=b[0];b[0]=a
  c.e[a]=c.e.get(a,0)+d*d
 def order(m,j,t,u,v):
  f=j.d;w,x=m.V[u];n=m.e;e=dc;k=[]
  for a in t:
   if a==v:b=sc
   else:
    g=f[a>>7&127];d=a>>14
    if d==3:g=0
    elif d==2:g=c
    if g or d>=4:
     o=f[a&127]&7;b=s[g&7]*8+(s[d-2]if d>=4 else 0)-o
     if d<4 and s[o]>s[g&7]+sb and j.t(a>>7&127,j.c^1):b+=uc
     else:b+=tc
    elif a==w:b=tb[0]
    elif a==x:b=tb[1]
    elif d==3:h,l=a&127,a>>7&127;i=h-h%10;y,z=(i+3,i+4)if l<h else(i+7,i+6);p,q=f[h]<<7,f[l]<<7;b=n.get(a,0)*ub+e[p|y]-e[p|h]+e[q|z]-e[q|l]
    else:r=f[a&127]<<7;b=n.get(a,0)*ub+e[r|a>>7&127]-e[r|a&127]
   k.append((b,a))
  k.sort(reverse=True);return[a for _,a in k]
def wc(a):
 b=a.d
 for c in a.h[a.c]:
  if b[c]&7 in vc:return True
 return False
def xc(a,b):
 if a>R:return a+b
 if a<-R:return a-b
 return a
def yc(a,b):
 if a>R:return a-b
 if a<-R:return a+b
 return a
zc=1<<16
class Ac:
 def __init__(a,b):a.fd=b;a.buffer=b''
 def readline(a):
  while aa not in a.buffer:
   c=os.read(a.fd,zc)
   if not c:b,a.buffer=a.buffer,b'';return b
   a.buffer+=c
  b,_,a.buffer=a.buffer.partition(aa);return b+aa
 def Ga(a):return bool(a.buffer)or bool(select.select([a.fd],[],[],0)[0])
def Bc(a):
 if a is not None:return
 try:return Ac(sys.stdin.fileno())
 except(AttributeError,la,OSError):return
class Ca(Ha):0
class S(la):0
Cc=Ia('Init','constants_count constant_names constant_values');Dc=Ia('Turn','board color castling en_passant half_move_clock full_move moves_count moves last_move draw_offered game_number my_score opp_score')
class Ec:
 def __init__(a,b):a.readline=b;a.A=0
 def u(a):
  b=a.readline()
  if not b:raise Ca(f'input ended after line {a.A}')
  a.A+=1
  if b[-1:]not in('\n',aa):raise Ca(f'input ended inside line {a.A}')
  return a.decode(b).rstrip('\r\n')
 def decode(b,a):
  if isinstance(a,G):return a
  try:return a.decode('utf-8')
  except UnicodeDecodeError:raise S(f'input line {b.A}: expected UTF-8 text, got {a!r}')from None
 def K(a,b,c,d):return S(f'input line {a.A}: {b}: expected {c}, got {d!r}')
 def split(d,a,b,e):
  c=a.split()
  if k(c)!=b:raise d.K(e,f'{b} fields',a)
  return c
 def y(c,a,d):
  b=a[1:]if a[:1]==t else a
  if b.isascii()and b.isdigit():return H(a)
  raise c.K(d,'an integer',a)
 def Ka(b,a,c):
  if a in('0','1'):return a=='1'
  raise b.K(c,'0 or 1',a)
 def word(c,a,b,d):
  if not a or k(a)>b or' 'in a:raise c.K(d,f'a word of at most {b} characters',a)
  return a
 def ka(b):
  c=b.y(b.u(),'constantsCount');d=[];e=[]
  for _ in a(c):f=b.split(b.u(),2,'constantNames constantValues');d.append(b.word(f[0],32,'constantNames'));e.append(b.y(f[1],'constantValues'))
  return Cc(c,d,e)
 def Aa(b,r):
  f=None;g=None;h=None;i=None;j=None;k=None;e=None;l=None;m=None;n=None;o=None;p=None;q=None
  for d in r:
   if d=='fen':c=b.split(b.u(),6,'board color castling enPassant halfMoveClock fullMove');f=b.word(c[0],71,'board');g=b.word(c[1],1,'color');h=b.word(c[2],4,ka);i=b.word(c[3],2,'enPassant');j=b.y(c[4],'halfMoveClock');k=b.y(c[5],'fullMove')
   elif d=='moves':e=b.y(b.u(),'movesCount');l=[b.word(b.u(),5,'moves')for _ in a(e)]
   elif d==ja:m=b.word(b.u(),5,'lastMove')
   elif d=='draw':n=b.Ka(b.u(),'drawOffered')
   elif d=='game':o=b.y(b.u(),'gameNumber')
   elif d=='score':c=b.split(b.u(),2,'myScore oppScore');p=b.y(c[0],'myScore');q=b.y(c[1],'oppScore')
  return Dc(f,g,h,i,j,k,e,l,m,n,o,p,q)
wb='lastmove draw game fen';xb=wb.split();Fc=.027;Gc=.3;Hc=1.;Ic=-150
def Jc(g):
 h=ba.perf_counter();b=g.ka();c=b.constant_names
 for d,(a,e)in D(zip(c,b.constant_values)):
  f=f'input line {d+2}: constantNames'
  if a in c[:d]:raise S(f'{f}: {a!r} given twice')
  if a=='crazyHouse'and e!=0:raise S(f'{f}: crazyHouse {e}: this bot plays no crazyhouse')
 vb().X(ta(Qa('RNBQKBNR')),ua(h,Gc,Da()));print(wb,flush=True)
def Da():a=os.environ.get('ARENA_NODES');return H(a)if a else None
def Kc(a):return ua(a,Fc,Da())
def Lc(a,h):
 def c(a,b):return S(f'input line {h+xb.index(a)}: {b}')
 f=f'{a.board} {a.color} {a.castling} {a.en_passant} {a.half_move_clock} {a.full_move}'
 try:b=ta(f)
 except m as i:raise c('fen',f'fen: {i}')from None
 if a.game_number not in(1,2):raise c('game',f'gameNumber: expected 1 or 2, got {a.game_number}')
 if b.c==d and b.fullmove==1:
  g,j=a.board.split('/')[:2]
  if not(g.isalpha()and k(g)==8)or j!='pppppppp':raise c('fen',f'fen: move 1 with Black to move, but Black has moved: {f!r}')
 if a.last_move=='none':
  if b.c!=e or b.fullmove!=1:raise c(ja,"lastMove: 'none' after the game's first move")
 elif not b.za(a.last_move):raise c(ja,f'lastMove: {a.last_move!r} cannot have led to {f!r}')
 return b
class Mc:
 def __init__(a,c,b,e):
  a.number=c;a.e=[];a.Y=e;a.J=None
  if b.c==d and b.fullmove==1:f=b.fen().split('/')[0];a.e.append(ta(Qa(f.upper())).g)
 def Fa(b,a,f,g):
  a.e=list(b.e);c=b.Y.X(a,Kc(g))
  if c.move is None:print(f'no legal move in {a.fen()}',file=sys.stderr);return'resign'
  d=c.score<=Ic
  if f and d:return'draw'
  e=a.M(c.move);a.E(c.move);b.e=a.e+[a.g];b.J=a;return e+'='if d else e
 def Q(a,b):
  if a.J is not None:c=ua(ba.perf_counter(),Hc,None,b);a.Y.Q(a.J,c);a.J=None
def Nc(f=vb,g=True):
 c=Bc(Da())if g else None;d=Ec(c.readline if c else sys.stdin.buffer.readline)
 try:
  gc.disable();Jc(d);a=None
  while True:
   h=d.A+1;b=d.Aa(xb);i=ba.perf_counter();e=Lc(b,h)
   if a is None or b.game_number!=a.number or b.last_move=='none':a=Mc(b.game_number,e,f())
   print(a.Fa(e,b.draw_offered,i),flush=True)
   if c is not None:a.Q(c.Ga)
 except Ca:return
 except S as j:print(f'chess960: bad input, stopping: {j}',file=sys.stderr)
Nc()
