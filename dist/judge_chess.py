# judge-chess: built by arena-bundler from 13 modules; do not edit, rebuild with `python -m bundler build`
# modules: sources sources.judge_chess sources.chesscore sources.chesscore.tables sources.chesscore.board sources.chesscore.budget sources.chesscore.weights sources.chesscore.evaluation sources.chesscore.search sources.readers sources.readers.judge_chess sources.judge_chess.protocol sources.judge_chess.__main__
# inputs sha256: acfbc8065c4a3234
d=range;a=530;h=480;i=len;da=frozenset;m=302;q=932;r=303;s=272;t=955;u=327;e=10;x=120;ia=enumerate;C=938;D=308;E=282;F=958;G=333;H=314;k=22;Ka='en_passant_file';n=11;K='-';La='black_to_move';v=90;Ma='piece_square';ja='O-O';ra='O-O-O';N=486;y=75;V=944;W=313;X=292;Y=961;Na='castling';Oa=ValueError;Pa=Exception;O=20;P=12;Q='';from collections import namedtuple as sa;import gc,os,sys,time,random as Qa;f,g=0,1;c=0;b,A,z,o,I,l=1,2,3,4,5,6;j=8;yb=16;ta,ua,va,wa=e,-e,1,-1;Z=ua,ta,wa,va;aa=ua+wa,ta+wa,ua+va,ta+va;ea=aa+Z;ka=-21,-19,-P,-8,8,P,19,21;Kc,Ra,fa,R=0,1,2,3;zb={A:4,z:5,o:6,I:7};Sa='.PNBRQK..pnbrqk';xa='abcdefgh'
def p(file,a):return 21+file+10*a
def Ab():return{p(f,r):xa[f]+str(r+1)for f in d(8)for r in d(8)}
def Bb(e):
 a=Qa.Random(e);c=[0]*2048
 for f in list(d(b,l+1))+list(d(j+b,j+l+1)):
  for g in Ab():c[f<<7|g]=a.getrandbits(64)
 return{Ma:c,Na:[0]+[a.getrandbits(64)for _ in d(15)],Ka:[a.getrandbits(64)for _ in d(8)],La:a.getrandbits(64)}
la={21:'a1',31:'a2',41:'a3',51:'a4',61:'a5',71:'a6',81:'a7',91:'a8',k:'b1',32:'b2',42:'b3',52:'b4',62:'b5',72:'b6',82:'b7',92:'b8',23:'c1',33:'c2',43:'c3',53:'c4',63:'c5',73:'c6',83:'c7',93:'c8',24:'d1',34:'d2',44:'d3',54:'d4',64:'d5',74:'d6',84:'d7',94:'d8',25:'e1',35:'e2',45:'e3',55:'e4',65:'e5',y:'e6',85:'e7',95:'e8',26:'f1',36:'f2',46:'f3',56:'f4',66:'f5',76:'f6',86:'f7',96:'f8',27:'g1',37:'g2',47:'g3',57:'g4',67:'g5',77:'g6',87:'g7',97:'g8',28:'h1',38:'h2',48:'h3',58:'h4',68:'h5',78:'h6',88:'h7',98:'h8'};ya={b:a for a,b in la.items()};Cb=tuple(b'\x15\x1f)3=GQ[\x16 *4>HR\\\x17!+5?IS]\x18",6@JT^\x19#-7AKU_\x1a$.8BLV`\x1b%/9CMWa\x1c&0:DNXb');Db={-n:-n,-k:-n,-33:-n,-44:-n,-55:-n,-66:-n,-77:-n,9:9,18:9,27:9,36:9,45:9,54:9,63:9,-9:-9,-18:-9,-27:-9,-36:-9,-45:-9,-54:-9,-63:-9,n:n,k:n,33:n,44:n,55:n,66:n,77:n,-e:-e,-O:-e,-30:-e,-40:-e,-50:-e,-60:-e,-70:-e,e:e,O:e,30:e,40:e,50:e,60:e,70:e,-1:-1,-2:-1,-3:-1,-4:-1,-5:-1,-6:-1,-7:-1,1:1,2:1,3:1,4:1,5:1,6:1,7:1};ma=Bb(960);J=ma[Ma];za=ma[Na];Eb=ma[Ka];Aa=ma[La];Fb='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';ga=da(d(b,l+1)),da(d(j+b,j+l+1));Gb=da('PNBRQKpnbrqk');Hb=da('KQkqABCDEFGHabcdefgh');Ta=ga[g]-{j+l},ga[f]-{l};L=e,-e;Ib=(31,38),(81,88);Ua=(91,98),(21,28);Jb=15;Kb='checkmate';Lb='stalemate';Mb='threefold repetition';Nb='insufficient material';Ob='fifty-move rule';Pb='move limit';Qb=250
def ba(a):return a//10-2
def M(a):return a%10-1
def Va(a):return(M(a)+ba(a))%2==0
class w(Oa):0
def Wa(c,d,e,b):
 if i(c)<=d:return b
 a=c[d]
 if not(a.isascii()and a.isdigit())or int(a)<b:raise w(f'{e} must be a whole number from {b}, got {a!r}')
 return int(a)
class Rb:
 def __init__(a,b=Fb):a.set_fen(b)
 def set_fen(a,e):
  b=e.split()
  if not 2<=i(b)<=6:raise w(f'expected 6 fields, got {i(b)}')
  h,d=b[0],b[1];c=b[2]if i(b)>2 else K;j=b[3]if i(b)>3 else K
  if d not in('w','b'):raise w(f'side to move must be w or b, got {d!r}')
  if c!=K and not set(c)<=Hb:raise w(f'castling must be - or KQkq or rook files, got {c!r}')
  a.halfmove_clock=Wa(b,4,'halfmove clock',0);a.fullmove=Wa(b,5,'fullmove number',1);a._place(h);a.turn=f if d=='w'else g;a._parse_castling(c);a.en_passant=a._en_passant_target(j)
  if a.is_attacked(a.kings[a.turn^1],a.turn):raise w('the side to move can capture the king')
  a.stack=[];a.history=[];a.hash=a._compute_hash()
 def _place(n,u):
  r=u.split('/')
  if i(r)!=8:raise w(f'expected 8 ranks, got {i(r)}')
  s=[yb]*120;n.occupied=[set(),set()];k=[[],[]]
  for v,o in ia(r):
   a=7-v;e=0
   for h in o:
    if h in'12345678':
     if e+int(h)>8:raise w(f'rank {a+1} has more than 8 files: {o!r}')
     for _ in d(int(h)):s[p(e,a)]=c;e+=1
     continue
    if h not in Gb:raise w(f'unknown piece {h!r} on rank {a+1}')
    if e==8:raise w(f'rank {a+1} has more than 8 files: {o!r}')
    q=Sa.index(h)
    if q&7==b and a in(0,7):raise w(f'a pawn on rank {a+1}')
    t=p(e,a);s[t]=q;m=g if q&j else f;n.occupied[m].add(t)
    if q&7==l:k[m].append(t)
    e+=1
   if e!=8:raise w(f'rank {a+1} has {e} files: {o!r}')
  for m,x in(f,'white'),(g,'black'):
   if i(k[m])!=1:raise w(f'{i(k[m])} {x} kings')
  n.cells=s;n.kings=[k[f][0],k[g][0]]
 def _en_passant_target(d,h):
  if h==K:return 0
  e=d.turn^1;a=ya.get(h)
  if a is None or ba(a)!=(2 if e==f else 5)or d.cells[a]!=c or d.cells[a-L[e]]!=c or d.cells[a+L[e]]!=b|(j if e==g else 0):raise w(f'no pawn can just have skipped the en-passant square {h!r}')
  return a
 def _parse_castling(a,u):
  a.castling_rooks=[0,0,0,0];n=0
  for q in u.replace(K,Q):
   b=f if q.isupper()else g;e=0 if b==f else 7;i=M(a.kings[b]);k=o|(j if b==g else 0);l=q.lower()
   if l=='k':h=[f for f in d(i+1,8)if a.cells[p(f,e)]==k];c=h[-1]if h else None
   elif l=='q':h=[f for f in d(i)if a.cells[p(f,e)]==k];c=h[0]if h else None
   else:c=xa.index(l)
   if c is None or ba(a.kings[b])!=e or a.cells[p(c,e)]!=k:continue
   r=(1 if c<i else 2)<<2*b;a.castling_rooks[r.bit_length()-1]=p(c,e);n|=r
  a.castling_rights=n;m=[Jb]*120
  for s,t in ia(a.castling_rooks):
   if t:m[t]&=~(1<<s);b=s//2;m[a.kings[b]]&=~(3<<2*b)
  a.rights_mask=m;a.castling_paths=[a._castling_path(b)for b in d(4)]
 def _castling_path(g,f):
  a=g.castling_rooks[f]
  if not a:return
  b=g.kings[f//2];e=a-M(a);c,h=(e+6,e+5)if f&1 else(e+2,e+3);i=b,a,c,h;k=tuple(c for c in d(min(i),max(i)+1)if c!=b and c!=a);j=1 if c>=b else-1;l=tuple(d(b+j,c,j))if c!=b else();return k,l,c,a,h
 def _compute_hash(a):
  b=za[a.castling_rights]
  for d in f,g:
   for c in a.occupied[d]:b^=J[a.cells[c]<<7|c]
  if a.turn==g:b^=Aa
  a.en_passant_key=a._en_passant_key(a.en_passant);return b^a.en_passant_key
 def _en_passant_key(a,c):
  if not c:return 0
  d=c+L[a.turn^1];e=b|(j if a.turn==g else 0);f=a.cells
  if f[d-1]==e or f[d+1]==e:return Eb[M(c)]
  return 0
 def fen(a,h=True):
  f=[]
  for i in d(7,-1,-1):
   e,b=Q,0
   for j in d(8):
    g=a.cells[p(j,i)]
    if g==c:b+=1;continue
    if b:e,b=e+str(b),0
    e+=Sa[g]
   f.append(e+(str(b)if b else Q))
  return' '.join(('/'.join(f),'wb'[a.turn],a.castling_field(h),la[a.en_passant]if a.en_passant else K,str(a.halfmove_clock),str(a.fullmove)))
 def castling_field(b,h=True):
  d=Q
  for a in f,g:
   e=[b.castling_rooks[a]for a in(2*a,2*a+1)if b.castling_rights>>a&1]
   if h:c=Q.join(xa[M(a)]for a in sorted(e))
   else:c=Q.join('q'if c<b.kings[a]else'k'for c in sorted(e,reverse=True))
   d+=c.upper()if a==f else c
  return d or K
 def push(a,p):
  e=a.cells;k=a.turn;f=p&127;d=p>>7&127;n=p>>14;h=e[f];m=a.occupied[k];i=a.hash;a.stack.append((p,e[d],a.castling_rights,a.en_passant,a.en_passant_key,a.halfmove_clock,i));a.history.append(i);i^=Aa^a.en_passant_key;q=a.castling_rights
  if q:
   u=q&a.rights_mask[f]&a.rights_mask[d]
   if u!=q:i^=za[q]^za[u];a.castling_rights=u
  a.en_passant=0
  if n==R:
   r=f-M(f)
   if d<f:o,s=r+2,r+3
   else:o,s=r+6,r+5
   v=e[d];e[f]=e[d]=c;m.discard(f);m.discard(d);e[o]=h;e[s]=v;m.add(o);m.add(s);a.kings[k]=o;i^=J[h<<7|f]^J[h<<7|o]^J[v<<7|d]^J[v<<7|s];a.halfmove_clock+=1
  else:
   w=e[d]
   if w:a.occupied[k^1].discard(d);i^=J[w<<7|d];a.halfmove_clock=0
   elif h&7==b:a.halfmove_clock=0
   else:a.halfmove_clock+=1
   e[f]=c;m.discard(f);m.add(d);i^=J[h<<7|f]
   if n>=4:h=n-2|h&j
   e[d]=h;i^=J[h<<7|d]
   if h&7==l:a.kings[k]=d
   elif n==Ra:a.en_passant=f+d>>1
   elif n==fa:t=d-L[k];i^=J[e[t]<<7|t];e[t]=c;a.occupied[k^1].discard(t)
  if k==g:a.fullmove+=1
  a.turn=k^1;a.en_passant_key=a._en_passant_key(a.en_passant)if a.en_passant else 0;a.hash=i^a.en_passant_key
 def pop(a):
  m,s,u,v,w,x,y=a.stack.pop();a.history.pop();d=a.cells;e=a.turn^1;k=a.occupied[e];h=m&127;i=m>>7&127;r=m>>14
  if r==R:
   n=h-M(h)
   if i<h:o,p=n+2,n+3
   else:o,p=n+6,n+5
   z,A=d[o],d[p];d[o]=d[p]=c;k.discard(o);k.discard(p);d[h]=z;d[i]=A;k.add(h);k.add(i);a.kings[e]=h
  else:
   q=d[i]
   if r>=4:q=b|q&j
   d[h]=q;d[i]=s;k.discard(i);k.add(h)
   if s:a.occupied[e^1].add(i)
   if q&7==l:a.kings[e]=h
   elif r==fa:t=i-L[e];d[t]=b|(j if e==f else 0);a.occupied[e^1].add(t)
  if e==g:a.fullmove-=1
  a.turn=e;a.castling_rights=u;a.en_passant=v;a.en_passant_key=w;a.halfmove_clock=x;a.hash=y;return m
 def push_null(a):a.stack.append((a.en_passant,a.en_passant_key,a.hash));a.history.append(a.hash);a.hash^=Aa^a.en_passant_key;a.en_passant=0;a.en_passant_key=0;a.turn^=1
 def pop_null(a):a.en_passant,a.en_passant_key,a.hash=a.stack.pop();a.history.pop();a.turn^=1
 def is_attacked(s,e,p):
  d=s.cells;i=j if p==g else 0;t=A|i
  for u in ka:
   if d[e+u]==t:return True
  m=b|i
  if p==f:
   if d[e-9]==m or d[e-11]==m:return True
  elif d[e+9]==m or d[e+11]==m:return True
  q=l|i;r=I|i;n=z|i
  for k in aa:
   h=e+k;a=d[h]
   if a==q:return True
   while a==c:h+=k;a=d[h]
   if a==n or a==r:return True
  n=o|i
  for k in Z:
   h=e+k;a=d[h]
   if a==q:return True
   while a==c:h+=k;a=d[h]
   if a==n or a==r:return True
  return False
 def is_check(a):return a.is_attacked(a.kings[a.turn],a.turn^1)
 def _checks_and_pins(q):
  f=q.cells;l=q.turn;h=q.kings[l];x=ga[l];i=0 if l==g else j;s=I|i;m=0;n=None;t={}
  for y,u in(Z,o|i),(aa,z|i):
   for e in y:
    a=h+e;k=f[a]
    while k==c:a+=e;k=f[a]
    if k==u or k==s:m+=1;n=set(d(h+e,a+e,e))
    elif k in x:
     r=a+e;p=f[r]
     while p==c:r+=e;p=f[r]
     if p==u or p==s:t[a]=e
  B=A|i
  for v in ka:
   if f[h+v]==B:m+=1;n={h+v}
  C=b|i;w=L[l]
  for a in h+w-1,h+w+1:
   if f[a]==C:m+=1;n={a}
  return m,n,t
 def legal_moves(a):return a._generate(False)
 def legal_captures(a):return a._generate(True)
 def _generate(e,n):
  f=e.cells;g=e.turn;p,F,s=e._checks_and_pins();m=[];q=e.kings[g];t=Ta[g]
  if p<2:
   w=[];x=L[g];G,H=Ib[g];I,J=Ua[g];K=e.en_passant
   for a in e.occupied[g]:
    r=f[a]&7
    if r==l:continue
    y=p or a in s
    if y:
     if p and a in s:continue
     i=[]
    else:i=m
    j=i.append
    if r==b:
     k=a+x;B=I<=k<=J
     if f[k]==c:
      if B:
       for v in 4,5,6,7:j(a|k<<7|v<<14)
      elif not n:
       j(a|k<<7);C=k+x
       if G<=a<=H and f[C]==c:j(a|C<<7|Ra<<14)
     for d in k-1,k+1:
      if f[d]in t:
       if B:
        for v in 4,5,6,7:j(a|d<<7|v<<14)
       else:j(a|d<<7)
      elif d==K:w.append(a|d<<7|fa<<14)
    elif r==A:
     for M in ka:
      d=a+M;h=f[d]
      if h in t or h==c and not n:j(a|d<<7)
    else:
     N=Z if r==o else aa if r==z else ea
     for u in N:
      d=a+u;h=f[d]
      while h==c:
       if not n:j(a|d<<7)
       d+=u;h=f[d]
      if h in t:j(a|d<<7)
    if y and i:
     if a in s:D=s[a];i=[m for m in i if Db.get((m>>7&127)-a)in(D,-D)]
     if p:i=[m for m in i if m>>7&127 in F]
     m.extend(i)
   for E in w:
    e.push(E)
    if not e.is_attacked(e.kings[g],g^1):m.append(E)
    e.pop()
   if not p and e.castling_rights and not n:e._castling_moves(m)
  O=f[q];f[q]=c;P=g^1
  for u in ea:
   d=q+u;h=f[d]
   if(h in t or h==c and not n)and not e.is_attacked(d,P):m.append(q|d<<7)
  f[q]=O;return m
 def pseudo_legal_captures(i):
  e=i.cells;j=i.turn;k=Ta[j];s=L[j];t,u=Ua[j];v=i.en_passant;p=[];g=p.append
  for d in i.occupied[j]:
   h=e[d]&7
   if h==b:
    f=d+s
    if t<=f<=u:
     if e[f]==c:
      for m in 4,5,6,7:g(d|f<<7|m<<14)
     for a in f-1,f+1:
      if e[a]in k:
       for m in 4,5,6,7:g(d|a<<7|m<<14)
     continue
    for a in f-1,f+1:
     if e[a]in k:g(d|a<<7)
     elif a==v:g(d|a<<7|fa<<14)
   elif h==A or h==l:
    for q in ka if h==A else ea:
     if e[d+q]in k:g(d|d+q<<7)
   else:
    w=Z if h==o else aa if h==z else ea
    for r in w:
     a=d+r;n=e[a]
     while n==c:a+=r;n=e[a]
     if n in k:g(d|a<<7)
  return p
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
   if g:l.append(e|f<<7|R<<14)
 def uci(f,b,chess960=True):
  a,c,d=b&127,b>>7&127,b>>14
  if d==R and not chess960:c=a-M(a)+(2 if c<a else 6)
  e=la[a]+la[c]
  if d>=4:e+='nbrq'[d-4]
  return e
 def parse_uci(c,a):
  a=a.strip().lower()
  for b in c.legal_moves():
   if c.uci(b)==a or b>>14==R and c.uci(b,chess960=False)==a:return b
 def fits_last_move(k,b):
  d=k.turn^1;m=j if d==g else 0;a=0 if d==f else 7;h=k.cells
  if b in(ja,ra):r,s=(6,5)if b==ja else(2,3);return h[p(r,a)]==l|m and h[p(s,a)]==o|m
  i,e=ya.get(b[:2]),ya.get(b[2:4]);n=b[4:]
  if i is None or e is None or i==e:return False
  if n not in(Q,'n','b','r','q')or h[i]in ga[d^1]:return False
  q=h[e]
  if n:return q==A+'nbrq'.index(n)|m and ba(e)==7-a
  if q in ga[d]:return True
  return q==c and ba(i)==ba(e)==a and k.kings[d]in(p(2,a),p(6,a))
 def is_capture(d,a):b=a>>14;return b==fa or b!=R and d.cells[a>>7&127]!=c
 def is_repetition(a):b=a.history[-a.halfmove_clock:]if a.halfmove_clock else[];return b.count(a.hash)>=2
 def has_insufficient_material(i):
  g=i.cells;a=None
  for d in Cb:
   e=g[d];f=e&7
   if e==c or f==l:continue
   if f in(b,o,I):return False
   if a is None:a=d;continue
   h=g[a]
   if(h^e)&j and f==z and h&7==z and Va(d)==Va(a):continue
   return False
  return True
 def half_moves_played(a):return 2*(a.fullmove-1)+a.turn
 def outcome(a):
  if not a.legal_moves():return Kb if a.is_check()else Lb
  if a.is_repetition():return Mb
  if a.has_insufficient_material():return Nb
  if a.halfmove_clock>=100:return Ob
  if a.half_moves_played()>=Qb:return Pb
class Sb:
 def __init__(a,b,c,d=None,e=None):a.deadline=b+c;a.nodes=d;a.interrupted=e
 def exhausted(a,b):
  if a.nodes is not None:return b>=a.nodes
  if a.interrupted is not None and a.interrupted():return True
  return time.perf_counter()>=a.deadline
Xa=(v,v,v,v,102,102,94,94,106,106,98,98,102,102,102,114,106,106,106,118,110,110,110,110,114,114,114,114,118,118,118,118),(m,m,m,m,m,H,H,H,m,H,326,326,m,H,326,338,m,H,326,338,m,H,326,326,m,H,H,H,m,m,m,m),(u,u,u,u,u,G,G,G,u,G,339,339,u,G,339,345,u,G,339,345,u,G,339,339,u,G,G,G,u,u,u,u),(h,h,h,N,h,h,h,N,h,h,h,N,h,h,h,N,h,h,h,N,h,h,h,N,500,500,500,506,h,h,h,N),(t,t,t,t,t,F,F,F,t,F,Y,Y,t,F,Y,964,t,F,Y,964,t,F,Y,Y,t,F,F,F,t,t,t,t),(0,0,-15,-15,-25,-25,-40,-40,-50,-50,-65,-65,-y,-y,-v,-v,-y,-y,-v,-v,-y,-y,-v,-v,-y,-y,-v,-v,-y,-y,-v,-v);Tb=(x,x,x,x,x,x,x,x,124,124,124,124,130,130,130,130,142,142,142,142,162,162,162,162,190,190,190,190,x,x,x,x),(s,s,s,s,s,E,E,E,s,E,X,X,s,E,X,m,s,E,X,m,s,E,X,X,s,E,E,E,s,s,s,s),(r,r,r,r,r,D,D,D,r,D,W,W,r,D,W,318,r,D,W,318,r,D,W,W,r,D,D,D,r,r,r,r),(a,a,a,a,a,a,a,a,a,a,a,a,a,a,a,a,a,a,a,a,a,a,a,a,540,540,540,540,a,a,a,a),(q,q,q,q,q,C,C,C,q,C,V,V,q,C,V,950,q,C,V,950,q,C,V,V,q,C,C,C,q,q,q,q),(-k,-k,-k,-k,-k,-8,-8,-8,-k,-8,6,6,-k,-8,6,O,-k,-8,6,O,-k,-8,6,6,-k,-8,-8,-8,-k,-k,-k,-k);Ya=0,5,5,e,O,35,60,0;Za=0,e,15,25,45,y,x,0;ab=P;bb=P;cb=e;db=e;eb=25;fb=P;gb=P;hb=6;ib=30;jb=0,0,0,4,2,1,0;Ub=0,0,0,6,7,13,0;Vb=0,0,1,1,2,4,0;ha=24;S=j|b;Wb=j|o;T=0,100,310,330,500,950,20000
def kb(file,a):return a*4+min(file,7-file)
U=O;na=1<<U-1;lb=(1<<U)-1;Ba=64;Xb=48;Yb=100000;Zb,mb,nb=0,8,P;ob,pb=16,O
def ac():
 m=[0]*2048;t=Qa.Random(64);n={}
 for a in d(b,l+1):
  for o in d(8):
   for h in d(8):
    q=kb(o,h);u=Xa[a-1][q];v=Tb[a-1][q];w=Vb[a]<<Zb
    for c in f,g:
     if a==z:i=(mb,nb)[c]
     elif a==b:i=(ob,pb)[c]
     else:i=None
     x=w+(1<<i if i is not None else 0);r=1 if c==f else-1;s=p(o,h if c==f else 7-h);e=a|(j if c==g else 0);m[e<<7|s]=r*u+(r*v<<U)+(x<<2*U);k=bc(a,o,h)
     if k is not None:
      if(e,k)not in n:n[e,k]=t.getrandbits(Xb)
      m[e<<7|s]+=n[e,k]<<Ba
 return m
def bc(a,file,c):
 if a==b:return file,c
 if a==o:return file
 if a==l:return(file,c)if c<2 else'away'
cc=ac()
def dc():
 a=[0]*2048
 for c in d(b,l+1):
  for e in d(8):
   for f in d(8):g=Xa[c-1][kb(e,f)];a[c<<7|p(e,f)]=g;a[(c|j)<<7|p(e,7-f)]=g
 return a
ec=dc();fc={a|d:(c,b*jb[a],b*jb[a]*Ub[a])for a,c in((z,aa),(o,Z),(I,ea))for d,b in((0,1),(j,-1))};oa={}
def Ca(b):
 k=b.cells;l=cc;r,s=b.occupied;t=sum([l[k[a]<<7|a]for a in r])+sum([l[k[a]<<7|a]for a in s]);e=t+na;m=e>>Ba;h=oa.get(m)
 if h is None:
  if i(oa)>Yb:oa.clear()
  h=oa[m]=ic(b)
 u,v=h;n=(e&lb)-na+u;o=(e>>U)+na;p=(o&lb)-na+v;c=o>>U&(1<<Ba-2*U)-1;d=c&255
 if d>ha:d=ha
 q=hc(b);n+=q;p+=q;j=n*d+p*(ha-d);a=j//ha if j>=0 else-(-j//ha)
 if c>>mb&15>=2:a+=ib
 if c>>nb&15>=2:a-=ib
 if a>0:
  if not c>>ob&15 and qb(b,f):a//=8
 elif a<0:
  if not c>>pb&15 and qb(b,g):a=-(-a//8)
 return a if b.turn==f else-a
def hc(a):
 b=a.cells;c=0
 for i in a.occupied:
  for d in i:
   e=fc.get(b[d])
   if e is not None:
    j,k,l=e;f=0
    for g in j:
     h=d+g
     while not b[h]:f+=1;h+=g
    c+=k*f-l
 return c
def ic(n):
 i=n.cells;k=[0]*10;l=[0]*10;p=[-1]*10;q=[8]*10;s,t,u,v=[],[],[],[]
 for c in n.occupied[f]:
  r=i[c]
  if r==b:
   s.append(c);a,e=c%10,c//10-2;k[a]+=1
   if e<q[a]:q[a]=e
  elif r==o:u.append(c)
 for c in n.occupied[g]:
  r=i[c]
  if r==S:
   t.append(c);a,e=c%10,c//10-2;l[a]+=1
   if e>p[a]:p[a]=e
  elif r==Wb:v.append(c)
 j=m=0
 for c in s:
  a,e=c%10,c//10-2
  if p[a-1]<=e and p[a]<=e and p[a+1]<=e:j+=Ya[e];m+=Za[e]
  if not k[a-1]and not k[a+1]:j-=cb;m-=db
 for c in t:
  a,e=c%10,7-(c//10-2)
  if q[a-1]>=7-e and q[a]>=7-e and q[a+1]>=7-e:j-=Ya[e];m-=Za[e]
  if not l[a-1]and not l[a+1]:j+=cb;m+=db
 for a in d(1,9):
  if k[a]>1:j-=ab*(k[a]-1);m-=bb*(k[a]-1)
  if l[a]>1:j+=ab*(l[a]-1);m+=bb*(l[a]-1)
 for c in u:
  a=c%10
  if not k[a]:j+=eb if not l[a]else fb
 for c in v:
  a=c%10
  if not l[a]:j-=eb if not k[a]else fb
 h=n.kings[f]
 if h<41:j+=gb*((i[h+9]==b)+(i[h+10]==b)+(i[h+11]==b))+hb*((i[h+19]==b)+(i[h+20]==b)+(i[h+21]==b))
 h=n.kings[g]
 if h>80:j-=gb*((i[h-9]==S)+(i[h-10]==S)+(i[h-11]==S))+hb*((i[h-19]==S)+(i[h-20]==S)+(i[h-21]==S))
 return j,m
def qb(d,e):
 g=d.cells;a=[0]*7;b=[0]*7
 for h,i in(e,a),(e^1,b):
  for j in d.occupied[h]:i[g[j]&7]+=1
 f=a[o]*5+a[I]*9;k=b[o]*5+b[I]*9;c=a[A]+a[z];l=b[A]+b[z]
 if f==0:return c<=1 or c==2 and a[A]==2
 return f==k and c<=l+1
Da=100000;ca=Da-1000;Ea=Da+1;Fa,rb,sb=0,1,2;pa=64;tb=200000;jc=2;ub=2;Ga=150;vb=0,8,14;kc=3;lc=200;mc=50;nc=16;oc=1<<30;pc=1<<28;wb=1<<27,(1<<27)-1;xb=8;qc=A,z,o,I
class qa(Pa):0
class Ha:
 def __init__(a,b,c,d,e):a.move=b;a.score=c;a.depth=d;a.nodes=e
class rc:
 def __init__(a,b=10):a.contempt=b;a.table={};a.evaluations={};a.history={};a.killers=[[0,0]for _ in d(pa+1)];a.nodes=0;a.next_poll=0;a.budget=None;a.root_turn=0
 def choose(c,a,d,e=da(),f=pa-1):
  b=[a for a in a.legal_moves()if a not in e]
  if not b:return Ha(None,0,0,0)
  c.make_room(tb);c.start(d,a.turn)
  if i(b)==1:return Ha(b[0],Ca(a),0,0)
  return c.deepen(a,b,f)
 def ponder(a,b,d):
  c=b.legal_moves();a.make_room(tb//2);a.start(d,b.turn^1)
  if c:a.deepen(b,c,pa-1)
 def make_room(a,b):
  if i(a.table)>b:a.table.clear()
  if i(a.evaluations)>b:a.evaluations.clear()
 def start(a,b,c):
  for d in a.history:a.history[d]>>=2
  a.budget=b;a.nodes=0;a.next_poll=a.poll_after(0);a.root_turn=c
 def deepen(a,d,b,j):
  e,f,c=b[0],0,0;b=a.order(d,b,0,a.table_move(d))
  try:
   while c<j and not a.budget.exhausted(a.nodes):
    g,h=a.search_root(d,b,c+1);c+=1;e,f=g,h;b.remove(g);b.insert(0,g)
    if abs(h)>ca:break
  except qa as i:
   if i.args:e,f=i.args
  return Ha(e,f,c,a.nodes)
 def poll_after(a,b):
  if a.budget.nodes is not None:return a.budget.nodes
  return b+nc
 def poll(a):
  if a.budget.exhausted(a.nodes):raise qa()
  a.next_poll=a.poll_after(a.nodes)
 def search_root(d,b,g,e):
  a,h=-Ea,Ea;f=g[0]
  for i,j in ia(g):
   b.push(j)
   try:
    if i==0:c=-d.pvs(b,e-1,-h,-a,1,True)
    else:
     c=-d.pvs(b,e-1,-a-1,-a,1,True)
     if c>a:c=-d.pvs(b,e-1,-h,-a,1,True)
   except qa:
    if i>0:raise qa(f,a)
    raise
   finally:b.pop()
   if c>a:a,f=c,j
  d.store(b,e,a,Fa,f,0);return f,a
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
  if g>=pa:return Ca(a)
  m=a.is_check()
  if m:c+=1
  if c<=0:return b.quiesce(a,e,d,g)
  w=e;x=a.hash;r=b.table.get(x);s=0
  if r is not None:
   y,z,n,s=r
   if y>=c and d-e==1:
    f=uc(z,g)
    if n==Fa or n==rb and f>=d or n==sb and f<=e:return f
  A=d-e==1;h=b.evaluate(a)if A and not m and abs(d)<ca else None
  if h is not None:
   if c<=ub and h-Ga*c>=d:return h
   if v and c>=3 and h>=d and sc(a):
    a.push_null()
    try:f=-b.pvs(a,c-1-jc,-d,-d+1,g+1,False)
    finally:a.pop_null()
    if f>=d:return d
  j=-Ea
  if h is not None and c<=ub and h+Ga*c<=e:
   j=h+Ga*c;k=a.legal_captures()
   if not k:return j if a.legal_moves()else b.draw_score(a)
  else:
   k=a.legal_moves()
   if not k:return-Da+g if m else b.draw_score(a)
  k=b.order(a,k,g,s);t=k[0];B=a.cells;C=vb[c]if h is not None and c<i(vb)else i(k)
  for o,l in ia(k):
   p=not B[l>>7&127]and l>>14<2
   if p and o>C:continue
   a.push(l)
   try:
    if o==0:f=-b.pvs(a,c-1,-d,-e,g+1,True)
    else:
     u=1 if c>=2 and o>=kc and p and not m else 0;f=-b.pvs(a,c-1-u,-e-1,-e,g+1,True)
     if f>e and(u or f<d):f=-b.pvs(a,c-1,-d,-e,g+1,True)
   finally:a.pop()
   if f>j:
    j,t=f,l
    if f>e:
     e=f
     if e>=d:
      if p:b.remember_cutoff(l,c,g)
      break
  if j>=d:q=rb
  elif j>w:q=Fa
  else:q=sb
  b.store(a,c,j,q,t,g);return j
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
   g=T[k[d>>7&127]&7];j=d>>14
   if j==2:g=T[b]
   elif j>=4:g+=T[j-2]-T[b]
   if f+g+lc<c:continue
   m=k[d&127]&7
   if T[m]>g+mc and a.is_attacked(d>>7&127,a.turn^1):continue
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
  if b is None:b=c.evaluations[a.hash]=Ca(a)
  return b
 def table_move(b,c):a=b.table.get(c.hash);return a[3]if a else 0
 def store(a,b,c,d,e,f,g):a.table[b.hash]=c,tc(d,g),e,f
 def remember_cutoff(c,a,d,e):
  b=c.killers[e]
  if b[0]!=a:b[1]=b[0];b[0]=a
  c.history[a]=c.history.get(a,0)+d*d
 def order(l,q,r,s,t):
  f=q.cells;u,v=l.killers[s];m=l.history;c=ec;j=[]
  for a in r:
   if a==t:d=oc
   else:
    h=f[a>>7&127];e=a>>14
    if e==3:h=0
    elif e==2:h=b
    if h or e>=4:d=pc+T[h&7]*8+(T[e-2]if e>=4 else 0)-(f[a&127]&7)
    elif a==u:d=wb[0]
    elif a==v:d=wb[1]
    elif e==3:g,k=a&127,a>>7&127;i=g-g%10;w,x=(i+3,i+4)if k<g else(i+7,i+6);n,o=f[g]<<7,f[k]<<7;d=m.get(a,0)*xb+c[n|w]-c[n|g]+c[o|x]-c[o|k]
    else:p=f[a&127]<<7;d=m.get(a,0)*xb+c[p|a>>7&127]-c[p|a&127]
   j.append((d,a))
  j.sort(reverse=True);return[a for _,a in j]
def sc(a):
 b=a.cells
 for c in a.occupied[a.turn]:
  if b[c]&7 in qc:return True
 return False
def tc(a,b):
 if a>ca:return a+b
 if a<-ca:return a-b
 return a
def uc(a,b):
 if a>ca:return a-b
 if a<-ca:return a+b
 return a
class Ia(Pa):0
class B(Oa):0
vc=sa('Init','color');wc=sa('Turn','last_move my_time opp_time fen');xc=sa('Status','status remaining_time')
class yc:
 def __init__(a,b):a.readline=b;a.line_number=0
 def next_line(a):
  b=a.readline()
  if not b:raise Ia(f'input ended after line {a.line_number}')
  a.line_number+=1
  if b[-1:]not in('\n',b'\n'):raise Ia(f'input ended inside line {a.line_number}')
  return a.decode(b).rstrip('\r\n')
 def decode(b,a):
  if isinstance(a,str):return a
  try:return a.decode('utf-8')
  except UnicodeDecodeError:raise B(f'input line {b.line_number}: expected UTF-8 text, got {a!r}')from None
 def fail(a,b,c,d):return B(f'input line {a.line_number}: {b}: expected {c}, got {d!r}')
 def split(d,a,b,e,f=False):
  c=a.split(None,b-1)if f else a.split()
  if i(c)!=b:raise d.fail(e,f'{b} fields',a)
  return c
 def to_int(c,a,d):
  b=a[1:]if a[:1]==K else a
  if b.isascii()and b.isdigit():return int(a)
  raise c.fail(d,'an integer',a)
 def word(c,a,b,d):
  if not a or i(a)>b or' 'in a:raise c.fail(d,f'a word of at most {b} characters',a)
  return a
 def string(c,a,b,d):
  if i(a)>b:raise c.fail(d,f'at most {b} characters',a)
  return a
 def read_init(a):b=a.word(a.next_line(),5,'color');return vc(b)
 def read_turn(a):b=a.split(a.next_line(),4,'lastMove myTime oppTime fen',True);c=a.word(b[0],5,'lastMove');d=a.to_int(b[1],'myTime');e=a.to_int(b[2],'oppTime');f=a.string(b[3],100,'fen');return wc(c,d,e,f)
 def read_status(a):b=a.split(a.next_line(),2,'status remainingTime');c=a.word(b[0],1,'status');d=a.to_int(b[1],'remainingTime');return xc(c,d)
zc=e;Ac=30;Bc=.5;Cc=.5;Ja='white','black'
def Dc(b,c):a=os.environ.get('ARENA_NODES');d=max(Cc,c)/zc;e=min(Bc,d/Ac);return Sb(b,e,int(a)if a else None)
def Ec(b,a):
 if a>>14==R:return ja if a>>7&127>a&127 else ra
 return b.uci(a)[:4]
def Fc(a):
 if a>>14>=4:return a&16383|zb[I]<<14
 return a
class Gc:
 def __init__(a,b):a.history=[];a.searcher=b;a.board=None;a.tried=set();a.last_answer=None;a.started=0.;a.clock=0
 def position(a,b,c):a.clock=c;a.board=b;a.board.history=list(a.history);a.tried=set();return a.answer()
 def answer(a):
  c=a.board;d={a for a in c.legal_moves()if 4<=a>>14<7};e=Dc(a.started,a.clock);b=a.searcher.choose(c,e,a.tried|d).move
  if b is None:return
  b=Fc(b);a.tried.add(b);a.last_answer=b;return Ec(c,b)
 def accepted(a):
  if a.last_answer is None:return
  a.board.push(a.last_answer);a.history=a.board.history+[a.board.hash];a.last_answer=None
class Hc:
 def __init__(a,b):a.readline=b;a.ahead=None
 def __call__(a):b=a.peek();a.ahead=None;return b
 def peek(a):
  if a.ahead is None:a.ahead=a.readline()
  return a.ahead
 def status_next(a):return i(a.peek().split())==2
class Ic:
 def __init__(a,b,c,d):a.reader=b;a.lines=c;a.player=d;a.colour=None;a.answered=None;a.in_step=True
 def lose_step(a,b):print(f'judge_chess: {b}; waiting for a position',file=sys.stderr);a.in_step=False;a.answered=None
 def ignore(a,b):
  if a.in_step:print(f'judge_chess: {b}; ignored',file=sys.stderr)
 def read_colour(a):
  try:
   b=a.reader.read_init().color
   if b not in Ja:raise B(f'input line 1: color: expected white or black, got {b!r}')
   a.colour=Ja.index(b)
  except B as c:a.lose_step(c)
 def step(a):
  try:
   if a.lines.status_next():a.status(a.reader.read_status())
   else:a.position(a.reader.read_turn())
  except B as b:a.lose_step(b)
 def status(a,b):
  c=a.reader.line_number
  if b.status not in('A','D'):raise B(f'input line {c}: status: expected A or D, got {b.status!r}')
  if a.answered is None:a.ignore(f'input line {c}: a status with no move to judge')
  elif b.status=='A':a.player.accepted();a.answered=None
  else:a.play(a.player.answer())
 def position(a,b):
  c=a.reader.line_number
  if b==a.answered:a.ignore(f'input line {c}: the same position again before its status');return
  a.player.started=time.perf_counter();d=a.checked_board(b,c)
  if a.answered is not None:print(f'judge_chess: input line {c}: a new position before the status of the last move; answering it',file=sys.stderr)
  a.in_step=True;a.answered=b;a.play(a.player.position(d,b.my_time))
 def checked_board(e,d,a):
  g=d.fen.split()
  if i(g)!=6:raise B(f'input line {a}: fen: expected 6 fields, got {d.fen!r}')
  try:b=Rb(d.fen)
  except w as h:raise B(f'input line {a}: fen: {h}')from None
  if e.colour is not None and b.turn!=e.colour:raise B(f'input line {a}: fen: {g[1]} to move, but this bot plays {Ja[e.colour]}')
  c=d.last_move
  if c=='NONE':
   if b.turn!=f or b.fullmove!=1:raise B(f'input line {a}: lastMove: NONE after move 1')
  elif not((i(c)==4 or c in(ja,ra))and b.fits_last_move(c)):raise B(f'input line {a}: lastMove: {c!r} cannot have led to the position')
  return b
 def play(a,b):
  if b is None:print(f'judge_chess: no move left to try in {a.player.board.fen()}',file=sys.stderr);a.answered=None;return
  print(b,flush=True)
def Jc(c=rc):
 a=Hc(sys.stdin.buffer.readline);b=Ic(yc(a),a,Gc(c()))
 try:
  gc.disable();b.read_colour()
  while True:b.step()
 except Ia:return
Jc()
