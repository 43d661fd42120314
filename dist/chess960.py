# chess960: built by arena-bundler from 14 modules; do not edit, rebuild with `python -m bundler build`
# modules: sources sources.chess960 sources.chesscore sources.chesscore.tables sources.chesscore.board sources.chesscore.budget sources.chesscore.weights sources.chesscore.evaluation sources.chesscore.search sources.pipe_input sources.readers sources.readers.chess960 sources.chess960.protocol sources.chess960.__main__
# inputs sha256: f733c74b000023c0
a=range;C=enumerate;O=frozenset;h=len;d=10;ja='lastmove';ka='castling';q=120;la=ValueError;i=11;Ea='en_passant_file';s='-';Fa='black_to_move';Ga='piece_square';aa=b'\n';n=90;D=str;E=int;P=150;Q=310;R=950;S=304;T=306;U=118;V=956;Ha=Exception;t='';w=27;x=21;F=20;G=22;from collections import namedtuple as Ia;import gc,os,sys,time as ba,random as Ja,select;f,e=0,1;b=0;c,o,p,l,y,j=1,2,3,4,5,6;g=8;vb=16;ma,na,oa,pa=d,-d,1,-1;H=na,ma,pa,oa;I=na+pa,ma+pa,na+oa,ma+oa;J=I+H;W=-x,-19,-12,-8,8,12,19,x;Ic,Ka,X,K=0,1,2,3;La='.PNBRQK..pnbrqk';ca='abcdefgh'
def k(file,a):return 21+file+10*a
def wb():return{k(f,r):ca[f]+D(r+1)for f in a(8)for r in a(8)}
def xb(e):
 b=Ja.Random(e);d=[0]*2048
 for f in list(a(c,j+1))+list(a(g+c,g+j+1)):
  for h in wb():d[f<<7|h]=b.getrandbits(64)
 return{Ga:d,ka:[0]+[b.getrandbits(64)for _ in a(15)],Ea:[b.getrandbits(64)for _ in a(8)],Fa:b.getrandbits(64)}
da={x:'a1',31:'a2',41:'a3',51:'a4',61:'a5',71:'a6',81:'a7',91:'a8',G:'b1',32:'b2',42:'b3',52:'b4',62:'b5',72:'b6',82:'b7',92:'b8',23:'c1',33:'c2',43:'c3',53:'c4',63:'c5',73:'c6',83:'c7',93:'c8',24:'d1',34:'d2',44:'d3',54:'d4',64:'d5',74:'d6',84:'d7',94:'d8',25:'e1',35:'e2',45:'e3',55:'e4',65:'e5',75:'e6',85:'e7',95:'e8',26:'f1',36:'f2',46:'f3',56:'f4',66:'f5',76:'f6',86:'f7',96:'f8',w:'g1',37:'g2',47:'g3',57:'g4',67:'g5',77:'g6',87:'g7',97:'g8',28:'h1',38:'h2',48:'h3',58:'h4',68:'h5',78:'h6',88:'h7',98:'h8'};qa={b:a for a,b in da.items()};yb=tuple(b'\x15\x1f)3=GQ[\x16 *4>HR\\\x17!+5?IS]\x18",6@JT^\x19#-7AKU_\x1a$.8BLV`\x1b%/9CMWa\x1c&0:DNXb');zb={-i:-i,-G:-i,-33:-i,-44:-i,-55:-i,-66:-i,-77:-i,9:9,18:9,w:9,36:9,45:9,54:9,63:9,-9:-9,-18:-9,-w:-9,-36:-9,-45:-9,-54:-9,-63:-9,i:i,G:i,33:i,44:i,55:i,66:i,77:i,-d:-d,-F:-d,-30:-d,-40:-d,-50:-d,-60:-d,-70:-d,d:d,F:d,30:d,40:d,50:d,60:d,70:d,-1:-1,-2:-1,-3:-1,-4:-1,-5:-1,-6:-1,-7:-1,1:1,2:1,3:1,4:1,5:1,6:1,7:1};ea=xb(960);r=ea[Ga];ra=ea[ka];Ab=ea[Ea];sa=ea[Fa];Bb='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';Y=O(a(c,j+1)),O(a(g+c,g+j+1));Cb=O('PNBRQKpnbrqk');Db=O('KQkqABCDEFGHabcdefgh');Ma=Y[e]-{g+j},Y[f]-{j};u=d,-d;Eb=(31,38),(81,88);Na=(91,98),(x,28);Fb=15;Gb='checkmate';Hb='stalemate';Ib='threefold repetition';Jb='insufficient material';Kb='fifty-move rule';Lb='move limit';Mb=250
def L(a):return a//10-2
def v(a):return a%10-1
def Oa(a):return(v(a)+L(a))%2==0
class m(la):0
def Pa(c,d,e,b):
 if h(c)<=d:return b
 a=c[d]
 if not(a.isascii()and a.isdigit())or E(a)<b:raise m(f'{e} must be a whole number from {b}, got {a!r}')
 return E(a)
class ta:
 def __init__(a,b=Bb):a.set_fen(b)
 def set_fen(a,g):
  b=g.split()
  if not 2<=h(b)<=6:raise m(f'expected 6 fields, got {h(b)}')
  i,d=b[0],b[1];c=b[2]if h(b)>2 else s;j=b[3]if h(b)>3 else s
  if d not in('w','b'):raise m(f'side to move must be w or b, got {d!r}')
  if c!=s and not set(c)<=Db:raise m(f'castling must be - or KQkq or rook files, got {c!r}')
  a.halfmove_clock=Pa(b,4,'halfmove clock',0);a.fullmove=Pa(b,5,'fullmove number',1);a._place(i);a.turn=f if d=='w'else e;a._parse_castling(c);a.en_passant=a._en_passant_target(j)
  if a.is_attacked(a.kings[a.turn^1],a.turn):raise m('the side to move can capture the king')
  a.stack=[];a.history=[];a.hash=a._compute_hash()
 def _place(p,v):
  s=v.split('/')
  if h(s)!=8:raise m(f'expected 8 ranks, got {h(s)}')
  t=[vb]*120;p.occupied=[set(),set()];n=[[],[]]
  for w,q in C(s):
   d=7-w;i=0
   for l in q:
    if l in'12345678':
     if i+E(l)>8:raise m(f'rank {d+1} has more than 8 files: {q!r}')
     for _ in a(E(l)):t[k(i,d)]=b;i+=1
     continue
    if l not in Cb:raise m(f'unknown piece {l!r} on rank {d+1}')
    if i==8:raise m(f'rank {d+1} has more than 8 files: {q!r}')
    r=La.index(l)
    if r&7==c and d in(0,7):raise m(f'a pawn on rank {d+1}')
    u=k(i,d);t[u]=r;o=e if r&g else f;p.occupied[o].add(u)
    if r&7==j:n[o].append(u)
    i+=1
   if i!=8:raise m(f'rank {d+1} has {i} files: {q!r}')
  for o,x in(f,'white'),(e,'black'):
   if h(n[o])!=1:raise m(f'{h(n[o])} {x} kings')
  p.cells=t;p.kings=[n[f][0],n[e][0]]
 def _en_passant_target(d,i):
  if i==s:return 0
  h=d.turn^1;a=qa.get(i)
  if a is None or L(a)!=(2 if h==f else 5)or d.cells[a]!=b or d.cells[a-u[h]]!=b or d.cells[a+u[h]]!=c|(g if h==e else 0):raise m(f'no pawn can just have skipped the en-passant square {i!r}')
  return a
 def _parse_castling(b,x):
  b.castling_rooks=[0,0,0,0];p=0
  for q in x.replace(s,t):
   c=f if q.isupper()else e;h=0 if c==f else 7;j=v(b.kings[c]);m=l|(g if c==e else 0);n=q.lower()
   if n=='k':i=[f for f in a(j+1,8)if b.cells[k(f,h)]==m];d=i[-1]if i else None
   elif n=='q':i=[f for f in a(j)if b.cells[k(f,h)]==m];d=i[0]if i else None
   else:d=ca.index(n)
   if d is None or L(b.kings[c])!=h or b.cells[k(d,h)]!=m:continue
   r=(1 if d<j else 2)<<2*c;b.castling_rooks[r.bit_length()-1]=k(d,h);p|=r
  b.castling_rights=p;o=[Fb]*120
  for u,w in C(b.castling_rooks):
   if w:o[w]&=~(1<<u);c=u//2;o[b.kings[c]]&=~(3<<2*c)
  b.rights_mask=o;b.castling_paths=[b._castling_path(a)for a in a(4)]
 def _castling_path(g,f):
  b=g.castling_rooks[f]
  if not b:return
  c=g.kings[f//2];e=b-v(b);d,h=(e+6,e+5)if f&1 else(e+2,e+3);i=c,b,d,h;k=tuple(a for a in a(min(i),max(i)+1)if a!=c and a!=b);j=1 if d>=c else-1;l=tuple(a(c+j,d,j))if d!=c else();return k,l,d,b,h
 def _compute_hash(a):
  b=ra[a.castling_rights]
  for d in f,e:
   for c in a.occupied[d]:b^=r[a.cells[c]<<7|c]
  if a.turn==e:b^=sa
  a.en_passant_key=a._en_passant_key(a.en_passant);return b^a.en_passant_key
 def _en_passant_key(a,b):
  if not b:return 0
  d=b+u[a.turn^1];f=c|(g if a.turn==e else 0);h=a.cells
  if h[d-1]==f or h[d+1]==f:return Ab[v(b)]
  return 0
 def fen(c,h=True):
  f=[]
  for i in a(7,-1,-1):
   e,d=t,0
   for j in a(8):
    g=c.cells[k(j,i)]
    if g==b:d+=1;continue
    if d:e,d=e+D(d),0
    e+=La[g]
   f.append(e+(D(d)if d else t))
  return' '.join(('/'.join(f),'wb'[c.turn],c.castling_field(h),da[c.en_passant]if c.en_passant else s,D(c.halfmove_clock),D(c.fullmove)))
 def castling_field(b,h=True):
  d=t
  for a in f,e:
   g=[b.castling_rooks[a]for a in(2*a,2*a+1)if b.castling_rights>>a&1]
   if h:c=t.join(ca[v(a)]for a in sorted(g))
   else:c=t.join('q'if c<b.kings[a]else'k'for c in sorted(g,reverse=True))
   d+=c.upper()if a==f else c
  return d or s
 def push(a,p):
  f=a.cells;l=a.turn;h=p&127;d=p>>7&127;n=p>>14;i=f[h];m=a.occupied[l];k=a.hash;a.stack.append((p,f[d],a.castling_rights,a.en_passant,a.en_passant_key,a.halfmove_clock,k));a.history.append(k);k^=sa^a.en_passant_key;q=a.castling_rights
  if q:
   x=q&a.rights_mask[h]&a.rights_mask[d]
   if x!=q:k^=ra[q]^ra[x];a.castling_rights=x
  a.en_passant=0
  if n==K:
   s=h-v(h)
   if d<h:o,t=s+2,s+3
   else:o,t=s+6,s+5
   y=f[d];f[h]=f[d]=b;m.discard(h);m.discard(d);f[o]=i;f[t]=y;m.add(o);m.add(t);a.kings[l]=o;k^=r[i<<7|h]^r[i<<7|o]^r[y<<7|d]^r[y<<7|t];a.halfmove_clock+=1
  else:
   z=f[d]
   if z:a.occupied[l^1].discard(d);k^=r[z<<7|d];a.halfmove_clock=0
   elif i&7==c:a.halfmove_clock=0
   else:a.halfmove_clock+=1
   f[h]=b;m.discard(h);m.add(d);k^=r[i<<7|h]
   if n>=4:i=n-2|i&g
   f[d]=i;k^=r[i<<7|d]
   if i&7==j:a.kings[l]=d
   elif n==Ka:a.en_passant=h+d>>1
   elif n==X:w=d-u[l];k^=r[f[w]<<7|w];f[w]=b;a.occupied[l^1].discard(w)
  if l==e:a.fullmove+=1
  a.turn=l^1;a.en_passant_key=a._en_passant_key(a.en_passant)if a.en_passant else 0;a.hash=k^a.en_passant_key
 def pop(a):
  m,s,w,x,y,z,A=a.stack.pop();a.history.pop();d=a.cells;h=a.turn^1;l=a.occupied[h];i=m&127;k=m>>7&127;r=m>>14
  if r==K:
   n=i-v(i)
   if k<i:o,p=n+2,n+3
   else:o,p=n+6,n+5
   B,C=d[o],d[p];d[o]=d[p]=b;l.discard(o);l.discard(p);d[i]=B;d[k]=C;l.add(i);l.add(k);a.kings[h]=i
  else:
   q=d[k]
   if r>=4:q=c|q&g
   d[i]=q;d[k]=s;l.discard(k);l.add(i)
   if s:a.occupied[h^1].add(k)
   if q&7==j:a.kings[h]=i
   elif r==X:t=k-u[h];d[t]=c|(g if h==f else 0);a.occupied[h^1].add(t)
  if h==e:a.fullmove-=1
  a.turn=h;a.castling_rights=w;a.en_passant=x;a.en_passant_key=y;a.halfmove_clock=z;a.hash=A;return m
 def push_null(a):a.stack.append((a.en_passant,a.en_passant_key,a.hash));a.history.append(a.hash);a.hash^=sa^a.en_passant_key;a.en_passant=0;a.en_passant_key=0;a.turn^=1
 def pop_null(a):a.en_passant,a.en_passant_key,a.hash=a.stack.pop();a.history.pop();a.turn^=1
 def is_attacked(u,h,r):
  d=u.cells;k=g if r==e else 0;v=o|k
  for w in W:
   if d[h+w]==v:return True
  n=c|k
  if r==f:
   if d[h-9]==n or d[h-11]==n:return True
  elif d[h+9]==n or d[h+11]==n:return True
  s=j|k;t=y|k;q=p|k
  for m in I:
   i=h+m;a=d[i]
   if a==s:return True
   while a==b:i+=m;a=d[i]
   if a==q or a==t:return True
  q=l|k
  for m in H:
   i=h+m;a=d[i]
   if a==s:return True
   while a==b:i+=m;a=d[i]
   if a==q or a==t:return True
  return False
 def is_check(a):return a.is_attacked(a.kings[a.turn],a.turn^1)
 def _checks_and_pins(s):
  h=s.cells;m=s.turn;i=s.kings[m];B=Y[m];j=0 if m==e else g;v=y|j;n=0;q=None;w={}
  for C,x in(H,l|j),(I,p|j):
   for f in C:
    d=i+f;k=h[d]
    while k==b:d+=f;k=h[d]
    if k==x or k==v:n+=1;q=set(a(i+f,d+f,f))
    elif k in B:
     t=d+f;r=h[t]
     while r==b:t+=f;r=h[t]
     if r==x or r==v:w[d]=f
  D=o|j
  for z in W:
   if h[i+z]==D:n+=1;q={i+z}
  E=c|j;A=u[m]
  for d in i+A-1,i+A+1:
   if h[d]==E:n+=1;q={d}
  return n,q,w
 def legal_moves(a):return a._generate(False)
 def legal_captures(a):return a._generate(True)
 def _generate(e,q):
  f=e.cells;g=e.turn;r,G,v=e._checks_and_pins();n=[];s=e.kings[g];w=Ma[g]
  if r<2:
   z=[];A=u[g];K,L=Eb[g];M,N=Na[g];O=e.en_passant
   for a in e.occupied[g]:
    t=f[a]&7
    if t==j:continue
    B=r or a in v
    if B:
     if r and a in v:continue
     i=[]
    else:i=n
    k=i.append
    if t==c:
     m=a+A;C=M<=m<=N
     if f[m]==b:
      if C:
       for y in 4,5,6,7:k(a|m<<7|y<<14)
      elif not q:
       k(a|m<<7);D=m+A
       if K<=a<=L and f[D]==b:k(a|D<<7|Ka<<14)
     for d in m-1,m+1:
      if f[d]in w:
       if C:
        for y in 4,5,6,7:k(a|d<<7|y<<14)
       else:k(a|d<<7)
      elif d==O:z.append(a|d<<7|X<<14)
    elif t==o:
     for P in W:
      d=a+P;h=f[d]
      if h in w or h==b and not q:k(a|d<<7)
    else:
     Q=H if t==l else I if t==p else J
     for x in Q:
      d=a+x;h=f[d]
      while h==b:
       if not q:k(a|d<<7)
       d+=x;h=f[d]
      if h in w:k(a|d<<7)
    if B and i:
     if a in v:E=v[a];i=[m for m in i if zb.get((m>>7&127)-a)in(E,-E)]
     if r:i=[m for m in i if m>>7&127 in G]
     n.extend(i)
   for F in z:
    e.push(F)
    if not e.is_attacked(e.kings[g],g^1):n.append(F)
    e.pop()
   if not r and e.castling_rights and not q:e._castling_moves(n)
  R=f[s];f[s]=b;S=g^1
  for x in J:
   d=s+x;h=f[d]
   if(h in w or h==b and not q)and not e.is_attacked(d,S):n.append(s|d<<7)
  f[s]=R;return n
 def pseudo_legal_captures(i):
  e=i.cells;k=i.turn;m=Ma[k];v=u[k];w,x=Na[k];y=i.en_passant;r=[];g=r.append
  for d in i.occupied[k]:
   h=e[d]&7
   if h==c:
    f=d+v
    if w<=f<=x:
     if e[f]==b:
      for n in 4,5,6,7:g(d|f<<7|n<<14)
     for a in f-1,f+1:
      if e[a]in m:
       for n in 4,5,6,7:g(d|a<<7|n<<14)
     continue
    for a in f-1,f+1:
     if e[a]in m:g(d|a<<7)
     elif a==y:g(d|a<<7|X<<14)
   elif h==o or h==j:
    for s in W if h==o else J:
     if e[d+s]in m:g(d|d+s<<7)
   else:
    z=H if h==l else I if h==p else J
    for t in z:
     a=d+t;q=e[a]
     while q==b:a+=t;q=e[a]
     if q in m:g(d|a<<7)
  return r
 def leaves_king_safe(a):b=a.turn^1;return not a.is_attacked(a.kings[b],a.turn)
 def _castling_moves(c,l):
  a=c.cells;d=c.turn;e=c.kings[d];h=d^1
  for i in 2*d,2*d+1:
   if not c.castling_rights>>i&1:continue
   m,n,o,f,j=c.castling_paths[i]
   if any(a[b]for b in m):continue
   p,k=a[e],a[f];a[e]=b;g=True
   for q in n:
    if c.is_attacked(q,h):g=False;break
   if g:a[f]=b;a[j]=k;g=not c.is_attacked(o,h);a[j]=b;a[f]=k
   a[e]=p
   if g:l.append(e|f<<7|K<<14)
 def uci(f,b,chess960=True):
  a,c,d=b&127,b>>7&127,b>>14
  if d==K and not chess960:c=a-v(a)+(2 if c<a else 6)
  e=da[a]+da[c]
  if d>=4:e+='nbrq'[d-4]
  return e
 def parse_uci(c,a):
  a=a.strip().lower()
  for b in c.legal_moves():
   if c.uci(b)==a or b>>14==K and c.uci(b,chess960=False)==a:return b
 def fits_last_move(n,c):
  d=n.turn^1;p=g if d==e else 0;a=0 if d==f else 7;i=n.cells
  if c in('O-O','O-O-O'):s,u=(6,5)if c=='O-O'else(2,3);return i[k(s,a)]==j|p and i[k(u,a)]==l|p
  m,h=qa.get(c[:2]),qa.get(c[2:4]);q=c[4:]
  if m is None or h is None or m==h:return False
  if q not in(t,'n','b','r','q')or i[m]in Y[d^1]:return False
  r=i[h]
  if q:return r==o+'nbrq'.index(q)|p and L(h)==7-a
  if r in Y[d]:return True
  return r==b and L(m)==L(h)==a and n.kings[d]in(k(2,a),k(6,a))
 def is_capture(d,a):c=a>>14;return c==X or c!=K and d.cells[a>>7&127]!=b
 def is_repetition(a):b=a.history[-a.halfmove_clock:]if a.halfmove_clock else[];return b.count(a.hash)>=2
 def has_insufficient_material(k):
  h=k.cells;a=None
  for d in yb:
   e=h[d];f=e&7
   if e==b or f==j:continue
   if f in(c,l,y):return False
   if a is None:a=d;continue
   i=h[a]
   if(i^e)&g and f==p and i&7==p and Oa(d)==Oa(a):continue
   return False
  return True
 def half_moves_played(a):return 2*(a.fullmove-1)+a.turn
 def outcome(a):
  if not a.legal_moves():return Gb if a.is_check()else Hb
  if a.is_repetition():return Ib
  if a.has_insufficient_material():return Jb
  if a.halfmove_clock>=100:return Kb
  if a.half_moves_played()>=Mb:return Lb
def Qa(b):c=t.join(ca[f]for f in a(8)if b[f]=='R');d=c.upper()+c;return f'{b.lower()}/pppppppp/8/8/8/8/PPPPPPPP/{b} w {d} - 0 1'
class ua:
 def __init__(a,b,c,d=None,e=None):a.deadline=b+c;a.nodes=d;a.interrupted=e
 def exhausted(a,b):
  if a.nodes is not None:return b>=a.nodes
  if a.interrupted is not None and a.interrupted():return True
  return ba.perf_counter()>=a.deadline
Ra=(n,n,n,n,70,84,74,72,67,92,88,n,77,91,103,109,104,104,131,P,117,124,133,133,114,103,117,111,U,U,U,U),(274,300,300,Q,290,T,320,325,294,315,337,346,T,331,349,350,315,333,339,345,311,336,342,353,T,314,319,322,294,300,297,298),(345,332,323,329,337,338,332,331,339,329,342,334,338,327,341,344,328,342,340,347,341,349,333,352,315,334,334,330,316,320,318,320),(466,478,485,498,457,469,457,454,470,467,456,465,478,468,459,468,488,484,482,483,487,480,477,491,501,493,505,511,483,476,484,487),(958,964,968,975,955,V,966,966,951,R,954,R,953,961,949,948,960,V,951,959,955,V,966,959,972,974,961,V,V,954,953,960),(9,14,-19,-40,-9,-14,-37,-61,-49,-49,-69,-69,-79,-76,-89,-92,-75,-74,-89,-n,-75,-74,-n,-89,-75,-73,-n,-n,-75,-74,-n,-n);Nb=(q,q,q,q,127,U,130,134,107,101,113,111,105,108,112,102,q,121,q,115,P,161,P,154,187,175,192,175,q,q,q,q),(259,261,271,276,267,281,292,297,267,291,S,319,268,287,311,315,276,293,314,314,280,286,293,297,272,278,288,289,267,272,271,269),(295,291,303,Q,305,308,314,Q,S,309,316,327,313,T,322,322,S,318,316,319,302,321,T,318,301,307,Q,303,299,305,S,S),(518,525,516,517,523,522,529,525,518,523,524,527,520,531,526,531,534,533,527,532,537,524,532,530,538,544,550,541,534,529,536,527),(924,927,923,925,932,933,935,937,933,941,951,941,934,942,948,R,940,943,949,955,936,941,R,946,938,945,941,942,932,934,932,936),(-46,-39,-w,-31,-25,-d,-5,7,-w,-7,9,5,-23,-12,12,26,-G,-5,8,25,-F,-3,9,13,-x,-1,-6,-6,-G,-F,-x,-x);Sa=0,-3,-d,-1,5,15,49,0;Ta=0,-17,-9,15,24,44,n,0;Ua=G;Va=24;Wa=d;Xa=8;Ya=25;Za=d;ab=i;bb=3;Ob=-2;Pb=0,0,30,14,5,16,0;cb=44;db=0,0,0,6,5,4,0;Qb=0,0,0,6,7,13,0;Rb=0,0,1,1,2,4,0;Z=24;z=g|c;Sb=g|l;A=0,100,Q,330,500,R,20000
def eb(file,a):return a*4+min(file,7-file)
B=F;fa=1<<B-1;fb=(1<<B)-1;va=64;Tb=48;Ub=100000;Vb,gb,hb=0,8,12;ib,jb=16,F
def Wb():
 n=[0]*2048;u=Ja.Random(64);o={}
 for b in a(c,j+1):
  for q in a(8):
   for i in a(8):
    r=eb(q,i);v=Ra[b-1][r];w=Nb[b-1][r];x=Rb[b]<<Vb
    for d in f,e:
     if b==p:l=(gb,hb)[d]
     elif b==c:l=(ib,jb)[d]
     else:l=None
     y=x+(1<<l if l is not None else 0);s=1 if d==f else-1;t=k(q,i if d==f else 7-i);h=b|(g if d==e else 0);n[h<<7|t]=s*v+(s*w<<B)+(y<<2*B);m=Xb(b,q,i)
     if m is not None:
      if(h,m)not in o:o[h,m]=u.getrandbits(Tb)
      n[h<<7|t]+=o[h,m]<<va
 return n
def Xb(a,file,b):
 if a==c:return file,b
 if a==l:return file
 if a==j:return(file,b)if b<2 else'away'
Yb=Wb()
def Zb():
 b=[0]*2048
 for d in a(c,j+1):
  for e in a(8):
   for f in a(8):h=Ra[d-1][eb(e,f)];b[d<<7|k(e,f)]=h;b[(d|g)<<7|k(e,7-f)]=h
 return b
ac=Zb();bc={a|d:(c,b*db[a],b*db[a]*Qb[a],b*Pb[a])for a,c in((o,None),(p,I),(l,H),(y,J))for d,b in((0,1),(g,-1))}
def cc():
 d=[None]*120
 for b in a(8):
  for c in a(8):
   e=[0]*120
   for f in a(max(b-1,0),min(b+2,8)):
    for g in a(max(c-1,0),min(c+2,8)):e[k(f,g)]=1
   d[k(b,c)]=e
 return d
dc=cc();ga={}
def wa(b):
 k=b.cells;l=Yb;r,s=b.occupied;t=sum([l[k[a]<<7|a]for a in r])+sum([l[k[a]<<7|a]for a in s]);g=t+fa;m=g>>va;i=ga.get(m)
 if i is None:
  if h(ga)>Ub:ga.clear()
  i=ga[m]=hc(b)
 u,v=i;n=(g&fb)-fa+u;o=(g>>B)+fa;p=(o&fb)-fa+v;c=o>>B&(1<<va-2*B)-1;d=c&255
 if d>Z:d=Z
 q,w=ec(b);n+=q+w+Ob*fc(b);p+=q;j=n*d+p*(Z-d);a=j//Z if j>=0 else-(-j//Z)
 if c>>gb&15>=2:a+=cb
 if c>>hb&15>=2:a-=cb
 if a>0:
  if not c>>ib&15 and kb(b,f):a//=8
 elif a<0:
  if not c>>jb&15 and kb(b,e):a=-(-a//8)
 return a if b.turn==f else-a
def ec(c):
 f=c.cells;m=bc;g=h=0
 for n,o in C(c.occupied):
  d=dc[c.kings[n^1]]
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
def fc(d):
 e=d.cells;f,g=d.kings;c=0
 for b in J:
  a=f+b
  while not e[a]:c+=1;a+=b
  a=g+b
  while not e[a]:c-=1;a+=b
 return c
def hc(o):
 i=o.cells;k=[0]*10;m=[0]*10;p=[-1]*10;q=[8]*10;s,t,u,v=[],[],[],[]
 for d in o.occupied[f]:
  r=i[d]
  if r==c:
   s.append(d);b,g=d%10,d//10-2;k[b]+=1
   if g<q[b]:q[b]=g
  elif r==l:u.append(d)
 for d in o.occupied[e]:
  r=i[d]
  if r==z:
   t.append(d);b,g=d%10,d//10-2;m[b]+=1
   if g>p[b]:p[b]=g
  elif r==Sb:v.append(d)
 j=n=0
 for d in s:
  b,g=d%10,d//10-2
  if p[b-1]<=g and p[b]<=g and p[b+1]<=g:j+=Sa[g];n+=Ta[g]
  if not k[b-1]and not k[b+1]:j-=Wa;n-=Xa
 for d in t:
  b,g=d%10,7-(d//10-2)
  if q[b-1]>=7-g and q[b]>=7-g and q[b+1]>=7-g:j-=Sa[g];n-=Ta[g]
  if not m[b-1]and not m[b+1]:j+=Wa;n+=Xa
 for b in a(1,9):
  if k[b]>1:j-=Ua*(k[b]-1);n-=Va*(k[b]-1)
  if m[b]>1:j+=Ua*(m[b]-1);n+=Va*(m[b]-1)
 for d in u:
  b=d%10
  if not k[b]:j+=Ya if not m[b]else Za
 for d in v:
  b=d%10
  if not m[b]:j-=Ya if not k[b]else Za
 h=o.kings[f]
 if h<41:j+=ab*((i[h+9]==c)+(i[h+10]==c)+(i[h+11]==c))+bb*((i[h+19]==c)+(i[h+20]==c)+(i[h+21]==c))
 h=o.kings[e]
 if h>80:j-=ab*((i[h-9]==z)+(i[h-10]==z)+(i[h-11]==z))+bb*((i[h-19]==z)+(i[h-20]==z)+(i[h-21]==z))
 return j,n
def kb(d,e):
 g=d.cells;a=[0]*7;b=[0]*7
 for h,i in(e,a),(e^1,b):
  for j in d.occupied[h]:i[g[j]&7]+=1
 f=a[l]*5+a[y]*9;k=b[l]*5+b[y]*9;c=a[o]+a[p];m=b[o]+b[p]
 if f==0:return c<=1 or c==2 and a[o]==2
 return f==k and c<=m+1
xa=100000;M=xa-1000;ya=xa+1;za,lb,mb=0,1,2;ha=64;nb=200000;ic=2;ob=2;Aa=P;pb=0,8,14;jc=3;kc=200;lc=50;mc=16;nc=1<<30;oc=1<<28;qb=1<<w,(1<<w)-1;rb=8;pc=o,p,l,y
class ia(Ha):0
class Ba:
 def __init__(a,b,c,d,e):a.move=b;a.score=c;a.depth=d;a.nodes=e
class sb:
 def __init__(b,c=10):b.contempt=c;b.table={};b.evaluations={};b.history={};b.killers=[[0,0]for _ in a(ha+1)];b.nodes=0;b.next_poll=0;b.budget=None;b.root_turn=0
 def choose(c,a,d,e=O(),f=ha-1):
  b=[a for a in a.legal_moves()if a not in e]
  if not b:return Ba(None,0,0,0)
  c.make_room(nb);c.start(d,a.turn)
  if h(b)==1:return Ba(b[0],wa(a),0,0)
  return c.deepen(a,b,f)
 def ponder(a,b,d):
  c=b.legal_moves();a.make_room(nb//2);a.start(d,b.turn^1)
  if c:a.deepen(b,c,ha-1)
 def make_room(a,b):
  if h(a.table)>b:a.table.clear()
  if h(a.evaluations)>b:a.evaluations.clear()
 def start(a,b,c):
  for d in a.history:a.history[d]>>=2
  a.budget=b;a.nodes=0;a.next_poll=a.poll_after(0);a.root_turn=c
 def deepen(a,d,b,j):
  e,f,c=b[0],0,0;b=a.order(d,b,0,a.table_move(d))
  try:
   while c<j and not a.budget.exhausted(a.nodes):
    g,h=a.search_root(d,b,c+1);c+=1;e,f=g,h;b.remove(g);b.insert(0,g)
    if abs(h)>M:break
  except ia as i:
   if i.args:e,f=i.args
  return Ba(e,f,c,a.nodes)
 def poll_after(a,b):
  if a.budget.nodes is not None:return a.budget.nodes
  return b+mc
 def poll(a):
  if a.budget.exhausted(a.nodes):raise ia()
  a.next_poll=a.poll_after(a.nodes)
 def search_root(d,b,g,e):
  a,h=-ya,ya;f=g[0]
  for i,j in C(g):
   b.push(j)
   try:
    if i==0:c=-d.pvs(b,e-1,-h,-a,1,True)
    else:
     c=-d.pvs(b,e-1,-a-1,-a,1,True)
     if c>a:c=-d.pvs(b,e-1,-h,-a,1,True)
   except ia:
    if i>0:raise ia(f,a)
    raise
   finally:b.pop()
   if c>a:a,f=c,j
  d.store(b,e,a,za,f,0);return f,a
 def draw_score(a,b):return-a.contempt if b.turn==a.root_turn else a.contempt
 def is_draw(c,a):
  b=a.halfmove_clock
  if b>=100:return True
  if b<4:return False
  return a.hash in a.history[-b:]
 def pvs(b,a,c,e,d,g,v):
  b.nodes+=1
  if b.nodes>=b.next_poll:b.poll()
  if b.is_draw(a):return b.draw_score(a)
  if g>=ha:return wa(a)
  m=a.is_check()
  if m:c+=1
  if c<=0:return b.quiesce(a,e,d,g)
  w=e;x=a.hash;r=b.table.get(x);s=0
  if r is not None:
   y,z,n,s=r
   if y>=c and d-e==1:
    f=sc(z,g)
    if n==za or n==lb and f>=d or n==mb and f<=e:return f
  A=d-e==1;i=b.evaluate(a)if A and not m and abs(d)<M else None
  if i is not None:
   if c<=ob and i-Aa*c>=d:return i
   if v and c>=3 and i>=d and qc(a):
    a.push_null()
    try:f=-b.pvs(a,c-1-ic,-d,-d+1,g+1,False)
    finally:a.pop_null()
    if f>=d:return d
  j=-ya
  if i is not None and c<=ob and i+Aa*c<=e:
   j=i+Aa*c;k=a.legal_captures()
   if not k:return j if a.legal_moves()else b.draw_score(a)
  else:
   k=a.legal_moves()
   if not k:return-xa+g if m else b.draw_score(a)
  k=b.order(a,k,g,s);t=k[0];B=a.cells;D=pb[c]if i is not None and c<h(pb)else h(k)
  for o,l in C(k):
   p=not B[l>>7&127]and l>>14<2
   if p and o>D:continue
   a.push(l)
   try:
    if o==0:f=-b.pvs(a,c-1,-d,-e,g+1,True)
    else:
     u=1 if c>=2 and o>=jc and p and not m else 0;f=-b.pvs(a,c-1-u,-e-1,-e,g+1,True)
     if f>e and(u or f<d):f=-b.pvs(a,c-1,-d,-e,g+1,True)
   finally:a.pop()
   if f>j:
    j,t=f,l
    if f>e:
     e=f
     if e>=d:
      if p:b.remember_cutoff(l,c,g)
      break
  if j>=d:q=lb
  elif j>w:q=za
  else:q=mb
  b.store(a,c,j,q,t,g);return j
 def quiesce(e,a,b,h,o):
  e.nodes+=1
  if e.nodes>=e.next_poll:e.poll()
  f=e.evaluate(a)
  if f>=h:return f
  if f>b:b=f
  k=a.cells;l=a.pseudo_legal_captures()
  if not l:return b
  i=[]
  for d in l:
   g=A[k[d>>7&127]&7];j=d>>14
   if j==2:g=A[c]
   elif j>=4:g+=A[j-2]-A[c]
   if f+g+kc<b:continue
   m=k[d&127]&7
   if A[m]>g+lc and a.is_attacked(d>>7&127,a.turn^1):continue
   i.append((g*8-m,d))
  i.sort(reverse=True)
  for _,d in i:
   a.push(d)
   try:
    if not a.leaves_king_safe():continue
    n=-e.quiesce(a,-h,-b,o+1)
   finally:a.pop()
   if n>b:
    b=n
    if b>=h:break
  return b
 def evaluate(c,a):
  b=c.evaluations.get(a.hash)
  if b is None:b=c.evaluations[a.hash]=wa(a)
  return b
 def table_move(b,c):a=b.table.get(c.hash);return a[3]if a else 0
 def store(a,b,c,d,e,f,g):a.table[b.hash]=c,rc(d,g),e,f
 def remember_cutoff(c,a,d,e):
  b=c.killers[e]
  if b[0]!=a:b[1]=b[0];b[0]=a
  c.history[a]=c.history.get(a,0)+d*d
 def order(l,q,r,s,t):
  f=q.cells;u,v=l.killers[s];m=l.history;b=ac;j=[]
  for a in r:
   if a==t:d=nc
   else:
    h=f[a>>7&127];e=a>>14
    if e==3:h=0
    elif e==2:h=c
    if h or e>=4:d=oc+A[h&7]*8+(A[e-2]if e>=4 else 0)-(f[a&127]&7)
    elif a==u:d=qb[0]
    elif a==v:d=qb[1]
    elif e==3:g,k=a&127,a>>7&127;i=g-g%10;w,x=(i+3,i+4)if k<g else(i+7,i+6);n,o=f[g]<<7,f[k]<<7;d=m.get(a,0)*rb+b[n|w]-b[n|g]+b[o|x]-b[o|k]
    else:p=f[a&127]<<7;d=m.get(a,0)*rb+b[p|a>>7&127]-b[p|a&127]
   j.append((d,a))
  j.sort(reverse=True);return[a for _,a in j]
def qc(a):
 b=a.cells
 for c in a.occupied[a.turn]:
  if b[c]&7 in pc:return True
 return False
def rc(a,b):
 if a>M:return a+b
 if a<-M:return a-b
 return a
def sc(a,b):
 if a>M:return a-b
 if a<-M:return a+b
 return a
tc=1<<16
class uc:
 def __init__(a,b):a.fd=b;a.buffer=b''
 def readline(a):
  while aa not in a.buffer:
   c=os.read(a.fd,tc)
   if not c:b,a.buffer=a.buffer,b'';return b
   a.buffer+=c
  b,_,a.buffer=a.buffer.partition(aa);return b+aa
 def waiting(a):return bool(a.buffer)or bool(select.select([a.fd],[],[],0)[0])
def vc(a):
 if a is not None:return
 try:return uc(sys.stdin.fileno())
 except(AttributeError,la,OSError):return
class Ca(Ha):0
class N(la):0
wc=Ia('Init','constants_count constant_names constant_values');xc=Ia('Turn','board color castling en_passant half_move_clock full_move moves_count moves last_move draw_offered game_number my_score opp_score')
class yc:
 def __init__(a,b):a.readline=b;a.line_number=0
 def next_line(a):
  b=a.readline()
  if not b:raise Ca(f'input ended after line {a.line_number}')
  a.line_number+=1
  if b[-1:]not in('\n',aa):raise Ca(f'input ended inside line {a.line_number}')
  return a.decode(b).rstrip('\r\n')
 def decode(b,a):
  if isinstance(a,D):return a
  try:return a.decode('utf-8')
  except UnicodeDecodeError:raise N(f'input line {b.line_number}: expected UTF-8 text, got {a!r}')from None
 def fail(a,b,c,d):return N(f'input line {a.line_number}: {b}: expected {c}, got {d!r}')
 def split(d,a,b,e):
  c=a.split()
  if h(c)!=b:raise d.fail(e,f'{b} fields',a)
  return c
 def to_int(c,a,d):
  b=a[1:]if a[:1]==s else a
  if b.isascii()and b.isdigit():return E(a)
  raise c.fail(d,'an integer',a)
 def to_bool(b,a,c):
  if a in('0','1'):return a=='1'
  raise b.fail(c,'0 or 1',a)
 def word(c,a,b,d):
  if not a or h(a)>b or' 'in a:raise c.fail(d,f'a word of at most {b} characters',a)
  return a
 def read_init(b):
  c=b.to_int(b.next_line(),'constantsCount');d=[];e=[]
  for _ in a(c):f=b.split(b.next_line(),2,'constantNames constantValues');d.append(b.word(f[0],32,'constantNames'));e.append(b.to_int(f[1],'constantValues'))
  return wc(c,d,e)
 def read_turn(b,r):
  f=None;g=None;h=None;i=None;j=None;k=None;e=None;l=None;m=None;n=None;o=None;p=None;q=None
  for d in r:
   if d=='fen':c=b.split(b.next_line(),6,'board color castling enPassant halfMoveClock fullMove');f=b.word(c[0],71,'board');g=b.word(c[1],1,'color');h=b.word(c[2],4,ka);i=b.word(c[3],2,'enPassant');j=b.to_int(c[4],'halfMoveClock');k=b.to_int(c[5],'fullMove')
   elif d=='moves':e=b.to_int(b.next_line(),'movesCount');l=[b.word(b.next_line(),5,'moves')for _ in a(e)]
   elif d==ja:m=b.word(b.next_line(),5,'lastMove')
   elif d=='draw':n=b.to_bool(b.next_line(),'drawOffered')
   elif d=='game':o=b.to_int(b.next_line(),'gameNumber')
   elif d=='score':c=b.split(b.next_line(),2,'myScore oppScore');p=b.to_int(c[0],'myScore');q=b.to_int(c[1],'oppScore')
  return xc(f,g,h,i,j,k,e,l,m,n,o,p,q)
tb='lastmove draw game fen';ub=tb.split();zc=.027;Ac=.3;Bc=1.;Cc=-P
def Dc(g):
 h=ba.perf_counter();b=g.read_init();c=b.constant_names
 for d,(a,e)in C(zip(c,b.constant_values)):
  f=f'input line {d+2}: constantNames'
  if a in c[:d]:raise N(f'{f}: {a!r} given twice')
  if a=='crazyHouse'and e!=0:raise N(f'{f}: crazyHouse {e}: this bot plays no crazyhouse')
 sb().choose(ta(Qa('RNBQKBNR')),ua(h,Ac,Da()));print(tb,flush=True)
def Da():a=os.environ.get('ARENA_NODES');return E(a)if a else None
def Ec(a):return ua(a,zc,Da())
def Fc(a,e):
 def b(a,b):return N(f'input line {e+ub.index(a)}: {b}')
 d=f'{a.board} {a.color} {a.castling} {a.en_passant} {a.half_move_clock} {a.full_move}'
 try:c=ta(d)
 except m as g:raise b('fen',f'fen: {g}')from None
 if a.game_number not in(1,2):raise b('game',f'gameNumber: expected 1 or 2, got {a.game_number}')
 if a.last_move=='none':
  if c.turn!=f or c.fullmove!=1:raise b(ja,"lastMove: 'none' after the game's first move")
 elif not c.fits_last_move(a.last_move):raise b(ja,f'lastMove: {a.last_move!r} cannot have led to {d!r}')
 return c
class Gc:
 def __init__(a,c,b,d):
  a.number=c;a.history=[];a.searcher=d;a.opponent_to_move=None
  if b.turn==e and b.fullmove==1:f=b.fen().split('/')[0];a.history.append(ta(Qa(f.upper())).hash)
 def answer(b,a,f,g):
  a.history=list(b.history);c=b.searcher.choose(a,Ec(g))
  if c.move is None:print(f'no legal move in {a.fen()}',file=sys.stderr);return'resign'
  d=c.score<=Cc
  if f and d:return'draw'
  e=a.uci(c.move);a.push(c.move);b.history=a.history+[a.hash];b.opponent_to_move=a;return e+'='if d else e
 def ponder(a,b):
  if a.opponent_to_move is not None:c=ua(ba.perf_counter(),Bc,None,b);a.searcher.ponder(a.opponent_to_move,c);a.opponent_to_move=None
def Hc(f=sb,g=True):
 c=vc(Da())if g else None;d=yc(c.readline if c else sys.stdin.buffer.readline)
 try:
  gc.disable();Dc(d);a=None
  while True:
   h=d.line_number+1;b=d.read_turn(ub);i=ba.perf_counter();e=Fc(b,h)
   if a is None or b.game_number!=a.number or b.last_move=='none':a=Gc(b.game_number,e,f())
   print(a.answer(e,b.draw_offered,i),flush=True)
   if c is not None:a.ponder(c.waiting)
 except Ca:return
 except N as j:print(f'chess960: bad input, stopping: {j}',file=sys.stderr)
Hc()
