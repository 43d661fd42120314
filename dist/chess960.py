# chess960: built by arena-bundler from 14 modules; do not edit, rebuild with `python -m bundler build`
# modules: sources sources.chess960 sources.chesscore sources.chesscore.tables sources.chesscore.board sources.chesscore.budget sources.chesscore.weights sources.chesscore.evaluation sources.chesscore.search sources.pipe_input sources.readers sources.readers.chess960 sources.chess960.protocol sources.chess960.__main__
# inputs sha256: b0d1db329970c46a
d=range;a=530;h=480;da=frozenset;j=len;ea=enumerate;l=302;o=932;p=303;q=272;r=955;s=327;v=120;e=10;va='lastmove';wa='castling';z=938;A=308;B=282;C=958;D=333;E=314;xa=ValueError;k=22;Qa='en_passant_file';m=11;I='-';Ra='black_to_move';t=90;Sa='piece_square';ka=b'\n';M=486;y=75;S=944;T=313;U=292;V=961;W=339;X=326;Ta=Exception;J='';N=20;O=12;from collections import namedtuple as Ua;import gc,os,sys,time as la,random as Va,select;g,f=0,1;c=0;b,F,G,w,Y,n=1,2,3,4,5,6;i=8;Db=16;ya,za,Aa,Ba=e,-e,1,-1;fa=za,ya,Ba,Aa;ga=za+Ba,ya+Ba,za+Aa,ya+Aa;ma=ga+fa;na=-21,-19,-O,-8,8,O,19,21;Hc,Wa,ha,Z=0,1,2,3;Xa='.PNBRQK..pnbrqk';oa='abcdefgh'
def x(file,a):return 21+file+10*a
def Eb():return{x(f,r):oa[f]+str(r+1)for f in d(8)for r in d(8)}
def Fb(e):
 a=Va.Random(e);c=[0]*2048
 for f in list(d(b,n+1))+list(d(i+b,i+n+1)):
  for g in Eb():c[f<<7|g]=a.getrandbits(64)
 return{Sa:c,wa:[0]+[a.getrandbits(64)for _ in d(15)],Qa:[a.getrandbits(64)for _ in d(8)],Ra:a.getrandbits(64)}
pa={21:'a1',31:'a2',41:'a3',51:'a4',61:'a5',71:'a6',81:'a7',91:'a8',k:'b1',32:'b2',42:'b3',52:'b4',62:'b5',72:'b6',82:'b7',92:'b8',23:'c1',33:'c2',43:'c3',53:'c4',63:'c5',73:'c6',83:'c7',93:'c8',24:'d1',34:'d2',44:'d3',54:'d4',64:'d5',74:'d6',84:'d7',94:'d8',25:'e1',35:'e2',45:'e3',55:'e4',65:'e5',y:'e6',85:'e7',95:'e8',26:'f1',36:'f2',46:'f3',56:'f4',66:'f5',76:'f6',86:'f7',96:'f8',27:'g1',37:'g2',47:'g3',57:'g4',67:'g5',77:'g6',87:'g7',97:'g8',28:'h1',38:'h2',48:'h3',58:'h4',68:'h5',78:'h6',88:'h7',98:'h8'};Ca={b:a for a,b in pa.items()};Gb=tuple(b'\x15\x1f)3=GQ[\x16 *4>HR\\\x17!+5?IS]\x18",6@JT^\x19#-7AKU_\x1a$.8BLV`\x1b%/9CMWa\x1c&0:DNXb');Hb={-m:-m,-k:-m,-33:-m,-44:-m,-55:-m,-66:-m,-77:-m,9:9,18:9,27:9,36:9,45:9,54:9,63:9,-9:-9,-18:-9,-27:-9,-36:-9,-45:-9,-54:-9,-63:-9,m:m,k:m,33:m,44:m,55:m,66:m,77:m,-e:-e,-N:-e,-30:-e,-40:-e,-50:-e,-60:-e,-70:-e,e:e,N:e,30:e,40:e,50:e,60:e,70:e,-1:-1,-2:-1,-3:-1,-4:-1,-5:-1,-6:-1,-7:-1,1:1,2:1,3:1,4:1,5:1,6:1,7:1};qa=Fb(960);H=qa[Sa];Da=qa[wa];Ib=qa[Qa];Ea=qa[Ra];Jb='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';ia=da(d(b,n+1)),da(d(i+b,i+n+1));Kb=da('PNBRQKpnbrqk');Lb=da('KQkqABCDEFGHabcdefgh');Ya=ia[f]-{i+n},ia[g]-{n};K=e,-e;Mb=(31,38),(81,88);Za=(91,98),(21,28);Nb=15;Ob='checkmate';Pb='stalemate';Qb='threefold repetition';Rb='insufficient material';Sb='fifty-move rule';Tb='move limit';Ub=250
def aa(a):return a//10-2
def L(a):return a%10-1
def ab(a):return(L(a)+aa(a))%2==0
class u(xa):0
def bb(c,d,e,b):
 if j(c)<=d:return b
 a=c[d]
 if not(a.isascii()and a.isdigit())or int(a)<b:raise u(f'{e} must be a whole number from {b}, got {a!r}')
 return int(a)
class Fa:
 def __init__(a,b=Jb):a.set_fen(b)
 def set_fen(a,e):
  b=e.split()
  if not 2<=j(b)<=6:raise u(f'expected 6 fields, got {j(b)}')
  h,d=b[0],b[1];c=b[2]if j(b)>2 else I;i=b[3]if j(b)>3 else I
  if d not in('w','b'):raise u(f'side to move must be w or b, got {d!r}')
  if c!=I and not set(c)<=Lb:raise u(f'castling must be - or KQkq or rook files, got {c!r}')
  a.halfmove_clock=bb(b,4,'halfmove clock',0);a.fullmove=bb(b,5,'fullmove number',1);a._place(h);a.turn=g if d=='w'else f;a._parse_castling(c);a.en_passant=a._en_passant_target(i)
  if a.is_attacked(a.kings[a.turn^1],a.turn):raise u('the side to move can capture the king')
  a.stack=[];a.history=[];a.hash=a._compute_hash()
 def _place(m,t):
  q=t.split('/')
  if j(q)!=8:raise u(f'expected 8 ranks, got {j(q)}')
  r=[Db]*120;m.occupied=[set(),set()];k=[[],[]]
  for v,o in ea(q):
   a=7-v;e=0
   for h in o:
    if h in'12345678':
     if e+int(h)>8:raise u(f'rank {a+1} has more than 8 files: {o!r}')
     for _ in d(int(h)):r[x(e,a)]=c;e+=1
     continue
    if h not in Kb:raise u(f'unknown piece {h!r} on rank {a+1}')
    if e==8:raise u(f'rank {a+1} has more than 8 files: {o!r}')
    p=Xa.index(h)
    if p&7==b and a in(0,7):raise u(f'a pawn on rank {a+1}')
    s=x(e,a);r[s]=p;l=f if p&i else g;m.occupied[l].add(s)
    if p&7==n:k[l].append(s)
    e+=1
   if e!=8:raise u(f'rank {a+1} has {e} files: {o!r}')
  for l,w in(g,'white'),(f,'black'):
   if j(k[l])!=1:raise u(f'{j(k[l])} {w} kings')
  m.cells=r;m.kings=[k[g][0],k[f][0]]
 def _en_passant_target(d,h):
  if h==I:return 0
  e=d.turn^1;a=Ca.get(h)
  if a is None or aa(a)!=(2 if e==g else 5)or d.cells[a]!=c or d.cells[a-K[e]]!=c or d.cells[a+K[e]]!=b|(i if e==f else 0):raise u(f'no pawn can just have skipped the en-passant square {h!r}')
  return a
 def _parse_castling(a,s):
  a.castling_rooks=[0,0,0,0];n=0
  for o in s.replace(I,J):
   b=g if o.isupper()else f;e=0 if b==g else 7;j=L(a.kings[b]);k=w|(i if b==f else 0);l=o.lower()
   if l=='k':h=[f for f in d(j+1,8)if a.cells[x(f,e)]==k];c=h[-1]if h else None
   elif l=='q':h=[f for f in d(j)if a.cells[x(f,e)]==k];c=h[0]if h else None
   else:c=oa.index(l)
   if c is None or aa(a.kings[b])!=e or a.cells[x(c,e)]!=k:continue
   p=(1 if c<j else 2)<<2*b;a.castling_rooks[p.bit_length()-1]=x(c,e);n|=p
  a.castling_rights=n;m=[Nb]*120
  for q,r in ea(a.castling_rooks):
   if r:m[r]&=~(1<<q);b=q//2;m[a.kings[b]]&=~(3<<2*b)
  a.rights_mask=m;a.castling_paths=[a._castling_path(b)for b in d(4)]
 def _castling_path(g,f):
  a=g.castling_rooks[f]
  if not a:return
  b=g.kings[f//2];e=a-L(a);c,h=(e+6,e+5)if f&1 else(e+2,e+3);i=b,a,c,h;k=tuple(c for c in d(min(i),max(i)+1)if c!=b and c!=a);j=1 if c>=b else-1;l=tuple(d(b+j,c,j))if c!=b else();return k,l,c,a,h
 def _compute_hash(a):
  b=Da[a.castling_rights]
  for d in g,f:
   for c in a.occupied[d]:b^=H[a.cells[c]<<7|c]
  if a.turn==f:b^=Ea
  a.en_passant_key=a._en_passant_key(a.en_passant);return b^a.en_passant_key
 def _en_passant_key(a,c):
  if not c:return 0
  d=c+K[a.turn^1];e=b|(i if a.turn==f else 0);g=a.cells
  if g[d-1]==e or g[d+1]==e:return Ib[L(c)]
  return 0
 def fen(a,h=True):
  f=[]
  for i in d(7,-1,-1):
   e,b=J,0
   for j in d(8):
    g=a.cells[x(j,i)]
    if g==c:b+=1;continue
    if b:e,b=e+str(b),0
    e+=Xa[g]
   f.append(e+(str(b)if b else J))
  return' '.join(('/'.join(f),'wb'[a.turn],a.castling_field(h),pa[a.en_passant]if a.en_passant else I,str(a.halfmove_clock),str(a.fullmove)))
 def castling_field(b,h=True):
  d=J
  for a in g,f:
   e=[b.castling_rooks[a]for a in(2*a,2*a+1)if b.castling_rights>>a&1]
   if h:c=J.join(oa[L(a)]for a in sorted(e))
   else:c=J.join('q'if c<b.kings[a]else'k'for c in sorted(e,reverse=True))
   d+=c.upper()if a==g else c
  return d or I
 def push(a,p):
  e=a.cells;k=a.turn;g=p&127;d=p>>7&127;m=p>>14;h=e[g];l=a.occupied[k];j=a.hash;a.stack.append((p,e[d],a.castling_rights,a.en_passant,a.en_passant_key,a.halfmove_clock,j));a.history.append(j);j^=Ea^a.en_passant_key;q=a.castling_rights
  if q:
   u=q&a.rights_mask[g]&a.rights_mask[d]
   if u!=q:j^=Da[q]^Da[u];a.castling_rights=u
  a.en_passant=0
  if m==Z:
   r=g-L(g)
   if d<g:o,s=r+2,r+3
   else:o,s=r+6,r+5
   v=e[d];e[g]=e[d]=c;l.discard(g);l.discard(d);e[o]=h;e[s]=v;l.add(o);l.add(s);a.kings[k]=o;j^=H[h<<7|g]^H[h<<7|o]^H[v<<7|d]^H[v<<7|s];a.halfmove_clock+=1
  else:
   w=e[d]
   if w:a.occupied[k^1].discard(d);j^=H[w<<7|d];a.halfmove_clock=0
   elif h&7==b:a.halfmove_clock=0
   else:a.halfmove_clock+=1
   e[g]=c;l.discard(g);l.add(d);j^=H[h<<7|g]
   if m>=4:h=m-2|h&i
   e[d]=h;j^=H[h<<7|d]
   if h&7==n:a.kings[k]=d
   elif m==Wa:a.en_passant=g+d>>1
   elif m==ha:t=d-K[k];j^=H[e[t]<<7|t];e[t]=c;a.occupied[k^1].discard(t)
  if k==f:a.fullmove+=1
  a.turn=k^1;a.en_passant_key=a._en_passant_key(a.en_passant)if a.en_passant else 0;a.hash=j^a.en_passant_key
 def pop(a):
  l,s,u,v,w,x,y=a.stack.pop();a.history.pop();d=a.cells;e=a.turn^1;k=a.occupied[e];h=l&127;j=l>>7&127;r=l>>14
  if r==Z:
   m=h-L(h)
   if j<h:o,p=m+2,m+3
   else:o,p=m+6,m+5
   z,A=d[o],d[p];d[o]=d[p]=c;k.discard(o);k.discard(p);d[h]=z;d[j]=A;k.add(h);k.add(j);a.kings[e]=h
  else:
   q=d[j]
   if r>=4:q=b|q&i
   d[h]=q;d[j]=s;k.discard(j);k.add(h)
   if s:a.occupied[e^1].add(j)
   if q&7==n:a.kings[e]=h
   elif r==ha:t=j-K[e];d[t]=b|(i if e==g else 0);a.occupied[e^1].add(t)
  if e==f:a.fullmove-=1
  a.turn=e;a.castling_rights=u;a.en_passant=v;a.en_passant_key=w;a.halfmove_clock=x;a.hash=y;return l
 def push_null(a):a.stack.append((a.en_passant,a.en_passant_key,a.hash));a.history.append(a.hash);a.hash^=Ea^a.en_passant_key;a.en_passant=0;a.en_passant_key=0;a.turn^=1
 def pop_null(a):a.en_passant,a.en_passant_key,a.hash=a.stack.pop();a.history.pop();a.turn^=1
 def is_attacked(r,e,o):
  d=r.cells;j=i if o==f else 0;s=F|j
  for t in na:
   if d[e+t]==s:return True
  l=b|j
  if o==g:
   if d[e-9]==l or d[e-11]==l:return True
  elif d[e+9]==l or d[e+11]==l:return True
  p=n|j;q=Y|j;m=G|j
  for k in ga:
   h=e+k;a=d[h]
   if a==p:return True
   while a==c:h+=k;a=d[h]
   if a==m or a==q:return True
  m=w|j
  for k in fa:
   h=e+k;a=d[h]
   if a==p:return True
   while a==c:h+=k;a=d[h]
   if a==m or a==q:return True
  return False
 def is_check(a):return a.is_attacked(a.kings[a.turn],a.turn^1)
 def _checks_and_pins(p):
  g=p.cells;l=p.turn;h=p.kings[l];x=ia[l];j=0 if l==f else i;r=Y|j;m=0;n=None;s={}
  for y,t in(fa,w|j),(ga,G|j):
   for e in y:
    a=h+e;k=g[a]
    while k==c:a+=e;k=g[a]
    if k==t or k==r:m+=1;n=set(d(h+e,a+e,e))
    elif k in x:
     q=a+e;o=g[q]
     while o==c:q+=e;o=g[q]
     if o==t or o==r:s[a]=e
  z=F|j
  for u in na:
   if g[h+u]==z:m+=1;n={h+u}
  A=b|j;v=K[l]
  for a in h+v-1,h+v+1:
   if g[a]==A:m+=1;n={a}
  return m,n,s
 def legal_moves(a):return a._generate(False)
 def legal_captures(a):return a._generate(True)
 def _generate(e,m):
  f=e.cells;g=e.turn;o,D,r=e._checks_and_pins();l=[];p=e.kings[g];s=Ya[g]
  if o<2:
   v=[];x=K[g];E,H=Mb[g];I,J=Za[g];L=e.en_passant
   for a in e.occupied[g]:
    q=f[a]&7
    if q==n:continue
    y=o or a in r
    if y:
     if o and a in r:continue
     i=[]
    else:i=l
    j=i.append
    if q==b:
     k=a+x;z=I<=k<=J
     if f[k]==c:
      if z:
       for u in 4,5,6,7:j(a|k<<7|u<<14)
      elif not m:
       j(a|k<<7);A=k+x
       if E<=a<=H and f[A]==c:j(a|A<<7|Wa<<14)
     for d in k-1,k+1:
      if f[d]in s:
       if z:
        for u in 4,5,6,7:j(a|d<<7|u<<14)
       else:j(a|d<<7)
      elif d==L:v.append(a|d<<7|ha<<14)
    elif q==F:
     for M in na:
      d=a+M;h=f[d]
      if h in s or h==c and not m:j(a|d<<7)
    else:
     N=fa if q==w else ga if q==G else ma
     for t in N:
      d=a+t;h=f[d]
      while h==c:
       if not m:j(a|d<<7)
       d+=t;h=f[d]
      if h in s:j(a|d<<7)
    if y and i:
     if a in r:B=r[a];i=[m for m in i if Hb.get((m>>7&127)-a)in(B,-B)]
     if o:i=[m for m in i if m>>7&127 in D]
     l.extend(i)
   for C in v:
    e.push(C)
    if not e.is_attacked(e.kings[g],g^1):l.append(C)
    e.pop()
   if not o and e.castling_rights and not m:e._castling_moves(l)
  O=f[p];f[p]=c;P=g^1
  for t in ma:
   d=p+t;h=f[d]
   if(h in s or h==c and not m)and not e.is_attacked(d,P):l.append(p|d<<7)
  f[p]=O;return l
 def pseudo_legal_captures(i):
  e=i.cells;j=i.turn;k=Ya[j];r=K[j];s,t=Za[j];u=i.en_passant;o=[];g=o.append
  for d in i.occupied[j]:
   h=e[d]&7
   if h==b:
    f=d+r
    if s<=f<=t:
     if e[f]==c:
      for l in 4,5,6,7:g(d|f<<7|l<<14)
     for a in f-1,f+1:
      if e[a]in k:
       for l in 4,5,6,7:g(d|a<<7|l<<14)
     continue
    for a in f-1,f+1:
     if e[a]in k:g(d|a<<7)
     elif a==u:g(d|a<<7|ha<<14)
   elif h==F or h==n:
    for p in na if h==F else ma:
     if e[d+p]in k:g(d|d+p<<7)
   else:
    v=fa if h==w else ga if h==G else ma
    for q in v:
     a=d+q;m=e[a]
     while m==c:a+=q;m=e[a]
     if m in k:g(d|a<<7)
  return o
 def leaves_king_safe(a):b=a.turn^1;return not a.is_attacked(a.kings[b],a.turn)
 def _castling_moves(b,l):
  a=b.cells;d=b.turn;e=b.kings[d];h=d^1
  for i in 2*d,2*d+1:
   if not b.castling_rights>>i&1:continue
   m,n,o,f,j=b.castling_paths[i]
   if any(a[b]for b in m):continue
   p,k=a[e],a[f];a[e]=c;g=True
   for q in n:
    if b.is_attacked(q,h):g=False;break
   if g:a[f]=c;a[j]=k;g=not b.is_attacked(o,h);a[j]=c;a[f]=k
   a[e]=p
   if g:l.append(e|f<<7|Z<<14)
 def uci(f,b,chess960=True):
  a,c,d=b&127,b>>7&127,b>>14
  if d==Z and not chess960:c=a-L(a)+(2 if c<a else 6)
  e=pa[a]+pa[c]
  if d>=4:e+='nbrq'[d-4]
  return e
 def parse_uci(c,a):
  a=a.strip().lower()
  for b in c.legal_moves():
   if c.uci(b)==a or b>>14==Z and c.uci(b,chess960=False)==a:return b
 def fits_last_move(k,b):
  d=k.turn^1;l=i if d==f else 0;a=0 if d==g else 7;h=k.cells
  if b in('O-O','O-O-O'):p,q=(6,5)if b=='O-O'else(2,3);return h[x(p,a)]==n|l and h[x(q,a)]==w|l
  j,e=Ca.get(b[:2]),Ca.get(b[2:4]);m=b[4:]
  if j is None or e is None or j==e:return False
  if m not in(J,'n','b','r','q')or h[j]in ia[d^1]:return False
  o=h[e]
  if m:return o==F+'nbrq'.index(m)|l and aa(e)==7-a
  if o in ia[d]:return True
  return o==c and aa(j)==aa(e)==a and k.kings[d]in(x(2,a),x(6,a))
 def is_capture(d,a):b=a>>14;return b==ha or b!=Z and d.cells[a>>7&127]!=c
 def is_repetition(a):b=a.history[-a.halfmove_clock:]if a.halfmove_clock else[];return b.count(a.hash)>=2
 def has_insufficient_material(j):
  g=j.cells;a=None
  for d in Gb:
   e=g[d];f=e&7
   if e==c or f==n:continue
   if f in(b,w,Y):return False
   if a is None:a=d;continue
   h=g[a]
   if(h^e)&i and f==G and h&7==G and ab(d)==ab(a):continue
   return False
  return True
 def half_moves_played(a):return 2*(a.fullmove-1)+a.turn
 def outcome(a):
  if not a.legal_moves():return Ob if a.is_check()else Pb
  if a.is_repetition():return Qb
  if a.has_insufficient_material():return Rb
  if a.halfmove_clock>=100:return Sb
  if a.half_moves_played()>=Ub:return Tb
def cb(a):b=J.join(oa[f]for f in d(8)if a[f]=='R');c=b.upper()+b;return f'{a.lower()}/pppppppp/8/8/8/8/PPPPPPPP/{a} w {c} - 0 1'
class Ga:
 def __init__(a,b,c,d=None,e=None):a.deadline=b+c;a.nodes=d;a.interrupted=e
 def exhausted(a,b):
  if a.nodes is not None:return b>=a.nodes
  if a.interrupted is not None and a.interrupted():return True
  return la.perf_counter()>=a.deadline
Vb=(t,t,t,t,102,102,94,94,106,106,98,98,102,102,102,114,106,106,106,118,110,110,110,110,114,114,114,114,118,118,118,118),(l,l,l,l,l,E,E,E,l,E,X,X,l,E,X,338,l,E,X,338,l,E,X,X,l,E,E,E,l,l,l,l),(s,s,s,s,s,D,D,D,s,D,W,W,s,D,W,345,s,D,W,345,s,D,W,W,s,D,D,D,s,s,s,s),(h,h,h,M,h,h,h,M,h,h,h,M,h,h,h,M,h,h,h,M,h,h,h,M,500,500,500,506,h,h,h,M),(r,r,r,r,r,C,C,C,r,C,V,V,r,C,V,964,r,C,V,964,r,C,V,V,r,C,C,C,r,r,r,r),(0,0,-15,-15,-25,-25,-40,-40,-50,-50,-65,-65,-y,-y,-t,-t,-y,-y,-t,-t,-y,-y,-t,-t,-y,-y,-t,-t,-y,-y,-t,-t);Wb=(v,v,v,v,v,v,v,v,124,124,124,124,130,130,130,130,142,142,142,142,162,162,162,162,190,190,190,190,v,v,v,v),(q,q,q,q,q,B,B,B,q,B,U,U,q,B,U,l,q,B,U,l,q,B,U,U,q,B,B,B,q,q,q,q),(p,p,p,p,p,A,A,A,p,A,T,T,p,A,T,318,p,A,T,318,p,A,T,T,p,A,A,A,p,p,p,p),(a,a,a,a,a,a,a,a,a,a,a,a,a,a,a,a,a,a,a,a,a,a,a,a,540,540,540,540,a,a,a,a),(o,o,o,o,o,z,z,z,o,z,S,S,o,z,S,950,o,z,S,950,o,z,S,S,o,z,z,z,o,o,o,o),(-k,-k,-k,-k,-k,-8,-8,-8,-k,-8,6,6,-k,-8,6,N,-k,-8,6,N,-k,-8,6,6,-k,-8,-8,-8,-k,-k,-k,-k);db=0,5,5,e,N,35,60,0;eb=0,e,15,25,45,y,v,0;fb=O;gb=O;hb=e;ib=e;jb=25;kb=O;lb=O;mb=6;nb=30;Xb=0,0,1,1,2,4,0;ja=24;P=i|b;Yb=i|w;Q=0,100,310,330,500,950,20000
def Zb(file,a):return a*4+min(file,7-file)
R=N;ra=1<<R-1;ob=(1<<R)-1;Ha=64;ac=48;bc=100000;cc,pb,qb=0,8,O;rb,sb=16,N
def dc():
 h=[0]*2048;q=Va.Random(64)
 for a in d(b,n+1):
  for k in d(8):
   for j in d(8):
    l=Zb(k,j);r=Vb[a-1][l];s=Wb[a-1][l];t=Xb[a]<<cc
    for c in g,f:
     if a==G:e=(pb,qb)[c]
     elif a==b:e=(rb,sb)[c]
     else:e=None
     u=t+(1<<e if e is not None else 0);m=1 if c==g else-1;o=x(k,j if c==g else 7-j);p=a|(i if c==f else 0);h[p<<7|o]=m*r+(m*s<<R)+(u<<2*R)
     if a in(b,w,n):v=q.getrandbits(ac);h[p<<7|o]+=v<<Ha
 return h
ec=dc();sa={}
def Ia(b):
 k=b.cells;l=ec;o,p=b.occupied;q=sum([l[k[a]<<7|a]for a in o])+sum([l[k[a]<<7|a]for a in p]);e=q+ra;m=e>>Ha;h=sa.get(m)
 if h is None:
  if j(sa)>bc:sa.clear()
  h=sa[m]=fc(b)
 r,s=h;t=(e&ob)-ra+r;n=(e>>R)+ra;u=(n&ob)-ra+s;c=n>>R&(1<<Ha-2*R)-1;d=c&255
 if d>ja:d=ja
 i=t*d+u*(ja-d);a=i//ja if i>=0 else-(-i//ja)
 if c>>pb&15>=2:a+=nb
 if c>>qb&15>=2:a-=nb
 if a>0:
  if not c>>rb&15 and tb(b,g):a//=8
 elif a<0:
  if not c>>sb&15 and tb(b,f):a=-(-a//8)
 return a if b.turn==g else-a
def fc(n):
 i=n.cells;k=[0]*10;l=[0]*10;o=[-1]*10;p=[8]*10;r,s,t,u=[],[],[],[]
 for c in n.occupied[g]:
  q=i[c]
  if q==b:
   r.append(c);a,e=c%10,c//10-2;k[a]+=1
   if e<p[a]:p[a]=e
  elif q==w:t.append(c)
 for c in n.occupied[f]:
  q=i[c]
  if q==P:
   s.append(c);a,e=c%10,c//10-2;l[a]+=1
   if e>o[a]:o[a]=e
  elif q==Yb:u.append(c)
 j=m=0
 for c in r:
  a,e=c%10,c//10-2
  if o[a-1]<=e and o[a]<=e and o[a+1]<=e:j+=db[e];m+=eb[e]
  if not k[a-1]and not k[a+1]:j-=hb;m-=ib
 for c in s:
  a,e=c%10,7-(c//10-2)
  if p[a-1]>=7-e and p[a]>=7-e and p[a+1]>=7-e:j-=db[e];m-=eb[e]
  if not l[a-1]and not l[a+1]:j+=hb;m+=ib
 for a in d(1,9):
  if k[a]>1:j-=fb*(k[a]-1);m-=gb*(k[a]-1)
  if l[a]>1:j+=fb*(l[a]-1);m+=gb*(l[a]-1)
 for c in t:
  a=c%10
  if not k[a]:j+=jb if not l[a]else kb
 for c in u:
  a=c%10
  if not l[a]:j-=jb if not k[a]else kb
 h=n.kings[g]
 if h<41:j+=lb*((i[h+9]==b)+(i[h+10]==b)+(i[h+11]==b))+mb*((i[h+19]==b)+(i[h+20]==b)+(i[h+21]==b))
 h=n.kings[f]
 if h>80:j-=lb*((i[h-9]==P)+(i[h-10]==P)+(i[h-11]==P))+mb*((i[h-19]==P)+(i[h-20]==P)+(i[h-21]==P))
 return j,m
def tb(d,e):
 g=d.cells;a=[0]*7;b=[0]*7
 for h,i in(e,a),(e^1,b):
  for j in d.occupied[h]:i[g[j]&7]+=1
 f=a[w]*5+a[Y]*9;k=b[w]*5+b[Y]*9;c=a[F]+a[G];l=b[F]+b[G]
 if f==0:return c<=1 or c==2 and a[F]==2
 return f==k and c<=l+1
Ja=100000;ba=Ja-1000;Ka=Ja+1;La,ub,vb=0,1,2;ta=64;wb=200000;hc=2;xb=2;Ma=150;yb=0,8,14;ic=3;jc=200;kc=50;lc=16;mc=1<<30;nc=1<<28;zb=1<<27,(1<<27)-1;oc=F,G,w,Y
class ua(Ta):0
class Na:
 def __init__(a,b,c,d,e):a.move=b;a.score=c;a.depth=d;a.nodes=e
class Ab:
 def __init__(a,b=10):a.contempt=b;a.table={};a.evaluations={};a.history={};a.killers=[[0,0]for _ in d(ta+1)];a.nodes=0;a.next_poll=0;a.budget=None;a.root_turn=0
 def choose(c,a,d,e=da(),f=ta-1):
  b=[a for a in a.legal_moves()if a not in e]
  if not b:return Na(None,0,0,0)
  c.make_room(wb);c.start(d,a.turn)
  if j(b)==1:return Na(b[0],Ia(a),0,0)
  return c.deepen(a,b,f)
 def ponder(a,b,d):
  c=b.legal_moves();a.make_room(wb//2);a.start(d,b.turn^1)
  if c:a.deepen(b,c,ta-1)
 def make_room(a,b):
  if j(a.table)>b:a.table.clear()
  if j(a.evaluations)>b:a.evaluations.clear()
 def start(a,b,c):
  for d in a.history:a.history[d]>>=2
  a.budget=b;a.nodes=0;a.next_poll=a.poll_after(0);a.root_turn=c
 def deepen(a,d,b,j):
  e,f,c=b[0],0,0;b=a.order(d,b,0,a.table_move(d))
  try:
   while c<j and not a.budget.exhausted(a.nodes):
    g,h=a.search_root(d,b,c+1);c+=1;e,f=g,h;b.remove(g);b.insert(0,g)
    if abs(h)>ba:break
  except ua as i:
   if i.args:e,f=i.args
  return Na(e,f,c,a.nodes)
 def poll_after(a,b):
  if a.budget.nodes is not None:return a.budget.nodes
  return b+lc
 def poll(a):
  if a.budget.exhausted(a.nodes):raise ua()
  a.next_poll=a.poll_after(a.nodes)
 def search_root(d,b,g,e):
  a,h=-Ka,Ka;f=g[0]
  for i,j in ea(g):
   b.push(j)
   try:
    if i==0:c=-d.pvs(b,e-1,-h,-a,1,True)
    else:
     c=-d.pvs(b,e-1,-a-1,-a,1,True)
     if c>a:c=-d.pvs(b,e-1,-h,-a,1,True)
   except ua:
    if i>0:raise ua(f,a)
    raise
   finally:b.pop()
   if c>a:a,f=c,j
  d.store(b,e,a,La,f,0);return f,a
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
  if g>=ta:return Ia(a)
  m=a.is_check()
  if m:c+=1
  if c<=0:return b.quiesce(a,e,d,g)
  w=e;x=a.hash;r=b.table.get(x);s=0
  if r is not None:
   y,z,n,s=r
   if y>=c and d-e==1:
    f=rc(z,g)
    if n==La or n==ub and f>=d or n==vb and f<=e:return f
  A=d-e==1;h=b.evaluate(a)if A and not m and abs(d)<ba else None
  if h is not None:
   if c<=xb and h-Ma*c>=d:return h
   if v and c>=3 and h>=d and pc(a):
    a.push_null()
    try:f=-b.pvs(a,c-1-hc,-d,-d+1,g+1,False)
    finally:a.pop_null()
    if f>=d:return d
  i=-Ka
  if h is not None and c<=xb and h+Ma*c<=e:
   i=h+Ma*c;k=a.legal_captures()
   if not k:return i if a.legal_moves()else b.draw_score(a)
  else:
   k=a.legal_moves()
   if not k:return-Ja+g if m else b.draw_score(a)
  k=b.order(a,k,g,s);t=k[0];B=a.cells;C=yb[c]if h is not None and c<j(yb)else j(k)
  for o,l in ea(k):
   p=not B[l>>7&127]and l>>14<2
   if p and o>C:continue
   a.push(l)
   try:
    if o==0:f=-b.pvs(a,c-1,-d,-e,g+1,True)
    else:
     u=1 if c>=2 and o>=ic and p and not m else 0;f=-b.pvs(a,c-1-u,-e-1,-e,g+1,True)
     if f>e and(u or f<d):f=-b.pvs(a,c-1,-d,-e,g+1,True)
   finally:a.pop()
   if f>i:
    i,t=f,l
    if f>e:
     e=f
     if e>=d:
      if p:b.remember_cutoff(l,c,g)
      break
  if i>=d:q=ub
  elif i>w:q=La
  else:q=vb
  b.store(a,c,i,q,t,g);return i
 def quiesce(e,a,c,h,o):
  e.nodes+=1
  if e.nodes>=e.next_poll:e.poll()
  f=e.evaluate(a)
  if f>=h:return f
  if f>c:c=f
  k=a.cells;l=a.pseudo_legal_captures()
  if not l:return c
  i=[]
  for d in l:
   g=Q[k[d>>7&127]&7];j=d>>14
   if j==2:g=Q[b]
   elif j>=4:g+=Q[j-2]-Q[b]
   if f+g+jc<c:continue
   m=k[d&127]&7
   if Q[m]>g+kc and a.is_attacked(d>>7&127,a.turn^1):continue
   i.append((g*8-m,d))
  i.sort(reverse=True)
  for _,d in i:
   a.push(d)
   try:
    if not a.leaves_king_safe():continue
    n=-e.quiesce(a,-h,-c,o+1)
   finally:a.pop()
   if n>c:
    c=n
    if c>=h:break
  return c
 def evaluate(c,a):
  b=c.evaluations.get(a.hash)
  if b is None:b=c.evaluations[a.hash]=Ia(a)
  return b
 def table_move(b,c):a=b.table.get(c.hash);return a[3]if a else 0
 def store(a,b,c,d,e,f,g):a.table[b.hash]=c,qc(d,g),e,f
 def remember_cutoff(c,a,d,e):
  b=c.killers[e]
  if b[0]!=a:b[1]=b[0];b[0]=a
  c.history[a]=c.history.get(a,0)+d*d
 def order(g,i,j,k,l):
  h=i.cells;m,n=g.killers[k];o=g.history;f=[]
  for a in j:
   if a==l:c=mc
   else:
    e=h[a>>7&127];d=a>>14
    if d==3:e=0
    elif d==2:e=b
    if e or d>=4:c=nc+Q[e&7]*8+(Q[d-2]if d>=4 else 0)-(h[a&127]&7)
    elif a==m:c=zb[0]
    elif a==n:c=zb[1]
    else:c=o.get(a,0)
   f.append((c,a))
  f.sort(reverse=True);return[a for _,a in f]
def pc(a):
 b=a.cells
 for c in a.occupied[a.turn]:
  if b[c]&7 in oc:return True
 return False
def qc(a,b):
 if a>ba:return a+b
 if a<-ba:return a-b
 return a
def rc(a,b):
 if a>ba:return a-b
 if a<-ba:return a+b
 return a
sc=1<<16
class tc:
 def __init__(a,b):a.fd=b;a.buffer=b''
 def readline(a):
  while ka not in a.buffer:
   c=os.read(a.fd,sc)
   if not c:b,a.buffer=a.buffer,b'';return b
   a.buffer+=c
  b,_,a.buffer=a.buffer.partition(ka);return b+ka
 def waiting(a):return bool(a.buffer)or bool(select.select([a.fd],[],[],0)[0])
def uc(a):
 if a is not None:return
 try:return tc(sys.stdin.fileno())
 except(AttributeError,xa,OSError):return
class Oa(Ta):0
class ca(xa):0
vc=Ua('Init','constants_count constant_names constant_values');wc=Ua('Turn','board color castling en_passant half_move_clock full_move moves_count moves last_move draw_offered game_number my_score opp_score')
class xc:
 def __init__(a,b):a.readline=b;a.line_number=0
 def next_line(a):
  b=a.readline()
  if not b:raise Oa(f'input ended after line {a.line_number}')
  a.line_number+=1
  if b[-1:]not in('\n',ka):raise Oa(f'input ended inside line {a.line_number}')
  return a.decode(b).rstrip('\r\n')
 def decode(b,a):
  if isinstance(a,str):return a
  try:return a.decode('utf-8')
  except UnicodeDecodeError:raise ca(f'input line {b.line_number}: expected UTF-8 text, got {a!r}')from None
 def fail(a,b,c,d):return ca(f'input line {a.line_number}: {b}: expected {c}, got {d!r}')
 def split(d,a,b,e):
  c=a.split()
  if j(c)!=b:raise d.fail(e,f'{b} fields',a)
  return c
 def to_int(c,a,d):
  b=a[1:]if a[:1]==I else a
  if b.isascii()and b.isdigit():return int(a)
  raise c.fail(d,'an integer',a)
 def to_bool(b,a,c):
  if a in('0','1'):return a=='1'
  raise b.fail(c,'0 or 1',a)
 def word(c,a,b,d):
  if not a or j(a)>b or' 'in a:raise c.fail(d,f'a word of at most {b} characters',a)
  return a
 def read_init(a):
  b=a.to_int(a.next_line(),'constantsCount');c=[];e=[]
  for _ in d(b):f=a.split(a.next_line(),2,'constantNames constantValues');c.append(a.word(f[0],32,'constantNames'));e.append(a.to_int(f[1],'constantValues'))
  return vc(b,c,e)
 def read_turn(a,r):
  f=None;g=None;h=None;i=None;j=None;k=None;e=None;l=None;m=None;n=None;o=None;p=None;q=None
  for c in r:
   if c=='fen':b=a.split(a.next_line(),6,'board color castling enPassant halfMoveClock fullMove');f=a.word(b[0],71,'board');g=a.word(b[1],1,'color');h=a.word(b[2],4,wa);i=a.word(b[3],2,'enPassant');j=a.to_int(b[4],'halfMoveClock');k=a.to_int(b[5],'fullMove')
   elif c=='moves':e=a.to_int(a.next_line(),'movesCount');l=[a.word(a.next_line(),5,'moves')for _ in d(e)]
   elif c==va:m=a.word(a.next_line(),5,'lastMove')
   elif c=='draw':n=a.to_bool(a.next_line(),'drawOffered')
   elif c=='game':o=a.to_int(a.next_line(),'gameNumber')
   elif c=='score':b=a.split(a.next_line(),2,'myScore oppScore');p=a.to_int(b[0],'myScore');q=a.to_int(b[1],'oppScore')
  return wc(f,g,h,i,j,k,e,l,m,n,o,p,q)
Bb='lastmove draw game fen';Cb=Bb.split();yc=.027;zc=.3;Ac=1.;Bc=-150
def Cc(g):
 h=la.perf_counter();b=g.read_init();c=b.constant_names
 for d,(a,e)in ea(zip(c,b.constant_values)):
  f=f'input line {d+2}: constantNames'
  if a in c[:d]:raise ca(f'{f}: {a!r} given twice')
  if a=='crazyHouse'and e!=0:raise ca(f'{f}: crazyHouse {e}: this bot plays no crazyhouse')
 Ab().choose(Fa(cb('RNBQKBNR')),Ga(h,zc,Pa()));print(Bb,flush=True)
def Pa():a=os.environ.get('ARENA_NODES');return int(a)if a else None
def Dc(a):return Ga(a,yc,Pa())
def Ec(a,e):
 def b(a,b):return ca(f'input line {e+Cb.index(a)}: {b}')
 d=f'{a.board} {a.color} {a.castling} {a.en_passant} {a.half_move_clock} {a.full_move}'
 try:c=Fa(d)
 except u as f:raise b('fen',f'fen: {f}')from None
 if a.game_number not in(1,2):raise b('game',f'gameNumber: expected 1 or 2, got {a.game_number}')
 if a.last_move=='none':
  if c.turn!=g or c.fullmove!=1:raise b(va,"lastMove: 'none' after the game's first move")
 elif not c.fits_last_move(a.last_move):raise b(va,f'lastMove: {a.last_move!r} cannot have led to {d!r}')
 return c
class Fc:
 def __init__(a,c,b,d):
  a.number=c;a.history=[];a.searcher=d;a.opponent_to_move=None
  if b.turn==f and b.fullmove==1:e=b.fen().split('/')[0];a.history.append(Fa(cb(e.upper())).hash)
 def answer(b,a,f,g):
  a.history=list(b.history);c=b.searcher.choose(a,Dc(g))
  if c.move is None:print(f'no legal move in {a.fen()}',file=sys.stderr);return'resign'
  d=c.score<=Bc
  if f and d:return'draw'
  e=a.uci(c.move);a.push(c.move);b.history=a.history+[a.hash];b.opponent_to_move=a;return e+'='if d else e
 def ponder(a,b):
  if a.opponent_to_move is not None:c=Ga(la.perf_counter(),Ac,None,b);a.searcher.ponder(a.opponent_to_move,c);a.opponent_to_move=None
def Gc(f=Ab,g=True):
 c=uc(Pa())if g else None;d=xc(c.readline if c else sys.stdin.buffer.readline)
 try:
  gc.disable();Cc(d);a=None
  while True:
   h=d.line_number+1;b=d.read_turn(Cb);i=la.perf_counter();e=Ec(b,h)
   if a is None or b.game_number!=a.number or b.last_move=='none':a=Fc(b.game_number,e,f())
   print(a.answer(e,b.draw_offered,i),flush=True)
   if c is not None:a.ponder(c.waiting)
 except Oa:return
 except ca as j:print(f'chess960: bad input, stopping: {j}',file=sys.stderr)
Gc()
