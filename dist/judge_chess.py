# judge-chess: built by arena-bundler from 13 modules; do not edit, rebuild with `python -m bundler build`
# modules: sources sources.judge_chess sources.chesscore sources.chesscore.tables sources.chesscore.board sources.chesscore.budget sources.chesscore.weights sources.chesscore.evaluation sources.chesscore.search sources.readers sources.readers.judge_chess sources.judge_chess.protocol sources.judge_chess.__main__
# inputs sha256: 6196b877d93d1ff3
c=range;g=len;O=frozenset;P=enumerate;a=10;r=120;i=11;Ca='en_passant_file';u='-';Da='black_to_move';Ea='piece_square';ca='O-O';ja='O-O-O';n=90;E=str;F=int;G=set;Fa='castling';Ga=ValueError;Q=310;R=950;S=304;T=306;U=118;V=956;Ha=Exception;W=min;x=27;y=21;z='';H=20;I=22;from collections import namedtuple as ka;import gc,os,sys as X,time,random as Ia;e,f=0,1;d=0;b,o,p,l,s,j=1,2,3,4,5,6;h=8;qb=16;la,ma,na,oa=a,-a,1,-1;J=ma,la,oa,na;K=ma+oa,la+oa,ma+na,la+na;L=K+J;Y=-y,-19,-12,-8,8,12,19,y;Hc,Ja,Z,A=0,1,2,3;rb={o:4,p:5,l:6,s:7};Ka='.PNBRQK..pnbrqk';pa='abcdefgh'
def k(file,a):return 21+file+10*a
def sb():return{k(f,r):pa[f]+E(r+1)for f in c(8)for r in c(8)}
def tb(e):
 a=Ia.Random(e);d=[0]*2048
 for f in list(c(b,j+1))+list(c(h+b,h+j+1)):
  for g in sb():d[f<<7|g]=a.getrandbits(64)
 return{Ea:d,Fa:[0]+[a.getrandbits(64)for _ in c(15)],Ca:[a.getrandbits(64)for _ in c(8)],Da:a.getrandbits(64)}
da={y:'a1',31:'a2',41:'a3',51:'a4',61:'a5',71:'a6',81:'a7',91:'a8',I:'b1',32:'b2',42:'b3',52:'b4',62:'b5',72:'b6',82:'b7',92:'b8',23:'c1',33:'c2',43:'c3',53:'c4',63:'c5',73:'c6',83:'c7',93:'c8',24:'d1',34:'d2',44:'d3',54:'d4',64:'d5',74:'d6',84:'d7',94:'d8',25:'e1',35:'e2',45:'e3',55:'e4',65:'e5',75:'e6',85:'e7',95:'e8',26:'f1',36:'f2',46:'f3',56:'f4',66:'f5',76:'f6',86:'f7',96:'f8',x:'g1',37:'g2',47:'g3',57:'g4',67:'g5',77:'g6',87:'g7',97:'g8',28:'h1',38:'h2',48:'h3',58:'h4',68:'h5',78:'h6',88:'h7',98:'h8'};qa={b:a for a,b in da.items()};ub=tuple(b'\x15\x1f)3=GQ[\x16 *4>HR\\\x17!+5?IS]\x18",6@JT^\x19#-7AKU_\x1a$.8BLV`\x1b%/9CMWa\x1c&0:DNXb');vb={-i:-i,-I:-i,-33:-i,-44:-i,-55:-i,-66:-i,-77:-i,9:9,18:9,x:9,36:9,45:9,54:9,63:9,-9:-9,-18:-9,-x:-9,-36:-9,-45:-9,-54:-9,-63:-9,i:i,I:i,33:i,44:i,55:i,66:i,77:i,-a:-a,-H:-a,-30:-a,-40:-a,-50:-a,-60:-a,-70:-a,a:a,H:a,30:a,40:a,50:a,60:a,70:a,-1:-1,-2:-1,-3:-1,-4:-1,-5:-1,-6:-1,-7:-1,1:1,2:1,3:1,4:1,5:1,6:1,7:1};ea=tb(960);t=ea[Ea];ra=ea[Fa];wb=ea[Ca];sa=ea[Da];xb='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';aa=O(c(b,j+1)),O(c(h+b,h+j+1));yb=O('PNBRQKpnbrqk');zb=O('KQkqABCDEFGHabcdefgh');La=aa[f]-{h+j},aa[e]-{j};v=a,-a;Ab=(31,38),(81,88);Ma=(91,98),(y,28);Bb=15;Cb='checkmate';Db='stalemate';Eb='threefold repetition';Fb='insufficient material';Gb='fifty-move rule';Hb='move limit';Ib=250
def M(a):return a//10-2
def w(a):return a%10-1
def Na(a):return(w(a)+M(a))%2==0
class m(Ga):0
def Oa(c,d,e,b):
 if g(c)<=d:return b
 a=c[d]
 if not(a.isascii()and a.isdigit())or F(a)<b:raise m(f'{e} must be a whole number from {b}, got {a!r}')
 return F(a)
class Jb:
 def __init__(a,b=xb):a.set_fen(b)
 def set_fen(a,h):
  b=h.split()
  if not 2<=g(b)<=6:raise m(f'expected 6 fields, got {g(b)}')
  i,d=b[0],b[1];c=b[2]if g(b)>2 else u;j=b[3]if g(b)>3 else u
  if d not in('w','b'):raise m(f'side to move must be w or b, got {d!r}')
  if c!=u and not G(c)<=zb:raise m(f'castling must be - or KQkq or rook files, got {c!r}')
  a.halfmove_clock=Oa(b,4,'halfmove clock',0);a.fullmove=Oa(b,5,'fullmove number',1);a._place(i);a.turn=e if d=='w'else f;a._parse_castling(c);a.en_passant=a._en_passant_target(j)
  if a.is_attacked(a.kings[a.turn^1],a.turn):raise m('the side to move can capture the king')
  a.stack=[];a.history=[];a.hash=a._compute_hash()
 def _place(p,v):
  s=v.split('/')
  if g(s)!=8:raise m(f'expected 8 ranks, got {g(s)}')
  t=[qb]*120;p.occupied=[G(),G()];n=[[],[]]
  for w,q in P(s):
   a=7-w;i=0
   for l in q:
    if l in'12345678':
     if i+F(l)>8:raise m(f'rank {a+1} has more than 8 files: {q!r}')
     for _ in c(F(l)):t[k(i,a)]=d;i+=1
     continue
    if l not in yb:raise m(f'unknown piece {l!r} on rank {a+1}')
    if i==8:raise m(f'rank {a+1} has more than 8 files: {q!r}')
    r=Ka.index(l)
    if r&7==b and a in(0,7):raise m(f'a pawn on rank {a+1}')
    u=k(i,a);t[u]=r;o=f if r&h else e;p.occupied[o].add(u)
    if r&7==j:n[o].append(u)
    i+=1
   if i!=8:raise m(f'rank {a+1} has {i} files: {q!r}')
  for o,x in(e,'white'),(f,'black'):
   if g(n[o])!=1:raise m(f'{g(n[o])} {x} kings')
  p.cells=t;p.kings=[n[e][0],n[f][0]]
 def _en_passant_target(c,i):
  if i==u:return 0
  g=c.turn^1;a=qa.get(i)
  if a is None or M(a)!=(2 if g==e else 5)or c.cells[a]!=d or c.cells[a-v[g]]!=d or c.cells[a+v[g]]!=b|(h if g==f else 0):raise m(f'no pawn can just have skipped the en-passant square {i!r}')
  return a
 def _parse_castling(a,v):
  a.castling_rooks=[0,0,0,0];p=0
  for q in v.replace(u,z):
   b=e if q.isupper()else f;g=0 if b==e else 7;j=w(a.kings[b]);m=l|(h if b==f else 0);n=q.lower()
   if n=='k':i=[f for f in c(j+1,8)if a.cells[k(f,g)]==m];d=i[-1]if i else None
   elif n=='q':i=[f for f in c(j)if a.cells[k(f,g)]==m];d=i[0]if i else None
   else:d=pa.index(n)
   if d is None or M(a.kings[b])!=g or a.cells[k(d,g)]!=m:continue
   r=(1 if d<j else 2)<<2*b;a.castling_rooks[r.bit_length()-1]=k(d,g);p|=r
  a.castling_rights=p;o=[Bb]*120
  for s,t in P(a.castling_rooks):
   if t:o[t]&=~(1<<s);b=s//2;o[a.kings[b]]&=~(3<<2*b)
  a.rights_mask=o;a.castling_paths=[a._castling_path(b)for b in c(4)]
 def _castling_path(g,f):
  a=g.castling_rooks[f]
  if not a:return
  b=g.kings[f//2];e=a-w(a);d,h=(e+6,e+5)if f&1 else(e+2,e+3);i=b,a,d,h;k=tuple(c for c in c(W(i),max(i)+1)if c!=b and c!=a);j=1 if d>=b else-1;l=tuple(c(b+j,d,j))if d!=b else();return k,l,d,a,h
 def _compute_hash(a):
  b=ra[a.castling_rights]
  for d in e,f:
   for c in a.occupied[d]:b^=t[a.cells[c]<<7|c]
  if a.turn==f:b^=sa
  a.en_passant_key=a._en_passant_key(a.en_passant);return b^a.en_passant_key
 def _en_passant_key(a,c):
  if not c:return 0
  d=c+v[a.turn^1];e=b|(h if a.turn==f else 0);g=a.cells
  if g[d-1]==e or g[d+1]==e:return wb[w(c)]
  return 0
 def fen(a,h=True):
  f=[]
  for i in c(7,-1,-1):
   e,b=z,0
   for j in c(8):
    g=a.cells[k(j,i)]
    if g==d:b+=1;continue
    if b:e,b=e+E(b),0
    e+=Ka[g]
   f.append(e+(E(b)if b else z))
  return' '.join(('/'.join(f),'wb'[a.turn],a.castling_field(h),da[a.en_passant]if a.en_passant else u,E(a.halfmove_clock),E(a.fullmove)))
 def castling_field(b,h=True):
  d=z
  for a in e,f:
   g=[b.castling_rooks[a]for a in(2*a,2*a+1)if b.castling_rights>>a&1]
   if h:c=z.join(pa[w(a)]for a in sorted(g))
   else:c=z.join('q'if c<b.kings[a]else'k'for c in sorted(g,reverse=True))
   d+=c.upper()if a==e else c
  return d or u
 def push(a,p):
  e=a.cells;l=a.turn;g=p&127;c=p>>7&127;n=p>>14;i=e[g];m=a.occupied[l];k=a.hash;a.stack.append((p,e[c],a.castling_rights,a.en_passant,a.en_passant_key,a.halfmove_clock,k));a.history.append(k);k^=sa^a.en_passant_key;q=a.castling_rights
  if q:
   x=q&a.rights_mask[g]&a.rights_mask[c]
   if x!=q:k^=ra[q]^ra[x];a.castling_rights=x
  a.en_passant=0
  if n==A:
   r=g-w(g)
   if c<g:o,s=r+2,r+3
   else:o,s=r+6,r+5
   y=e[c];e[g]=e[c]=d;m.discard(g);m.discard(c);e[o]=i;e[s]=y;m.add(o);m.add(s);a.kings[l]=o;k^=t[i<<7|g]^t[i<<7|o]^t[y<<7|c]^t[y<<7|s];a.halfmove_clock+=1
  else:
   z=e[c]
   if z:a.occupied[l^1].discard(c);k^=t[z<<7|c];a.halfmove_clock=0
   elif i&7==b:a.halfmove_clock=0
   else:a.halfmove_clock+=1
   e[g]=d;m.discard(g);m.add(c);k^=t[i<<7|g]
   if n>=4:i=n-2|i&h
   e[c]=i;k^=t[i<<7|c]
   if i&7==j:a.kings[l]=c
   elif n==Ja:a.en_passant=g+c>>1
   elif n==Z:u=c-v[l];k^=t[e[u]<<7|u];e[u]=d;a.occupied[l^1].discard(u)
  if l==f:a.fullmove+=1
  a.turn=l^1;a.en_passant_key=a._en_passant_key(a.en_passant)if a.en_passant else 0;a.hash=k^a.en_passant_key
 def pop(a):
  m,s,u,x,y,z,B=a.stack.pop();a.history.pop();c=a.cells;g=a.turn^1;l=a.occupied[g];i=m&127;k=m>>7&127;r=m>>14
  if r==A:
   n=i-w(i)
   if k<i:o,p=n+2,n+3
   else:o,p=n+6,n+5
   C,D=c[o],c[p];c[o]=c[p]=d;l.discard(o);l.discard(p);c[i]=C;c[k]=D;l.add(i);l.add(k);a.kings[g]=i
  else:
   q=c[k]
   if r>=4:q=b|q&h
   c[i]=q;c[k]=s;l.discard(k);l.add(i)
   if s:a.occupied[g^1].add(k)
   if q&7==j:a.kings[g]=i
   elif r==Z:t=k-v[g];c[t]=b|(h if g==e else 0);a.occupied[g^1].add(t)
  if g==f:a.fullmove-=1
  a.turn=g;a.castling_rights=u;a.en_passant=x;a.en_passant_key=y;a.halfmove_clock=z;a.hash=B;return m
 def push_null(a):a.stack.append((a.en_passant,a.en_passant_key,a.hash));a.history.append(a.hash);a.hash^=sa^a.en_passant_key;a.en_passant=0;a.en_passant_key=0;a.turn^=1
 def pop_null(a):a.en_passant,a.en_passant_key,a.hash=a.stack.pop();a.history.pop();a.turn^=1
 def is_attacked(v,g,r):
  c=v.cells;k=h if r==f else 0;w=o|k
  for x in Y:
   if c[g+x]==w:return True
  n=b|k
  if r==e:
   if c[g-9]==n or c[g-11]==n:return True
  elif c[g+9]==n or c[g+11]==n:return True
  t=j|k;u=s|k;q=p|k
  for m in K:
   i=g+m;a=c[i]
   if a==t:return True
   while a==d:i+=m;a=c[i]
   if a==q or a==u:return True
  q=l|k
  for m in J:
   i=g+m;a=c[i]
   if a==t:return True
   while a==d:i+=m;a=c[i]
   if a==q or a==u:return True
  return False
 def is_check(a):return a.is_attacked(a.kings[a.turn],a.turn^1)
 def _checks_and_pins(t):
  g=t.cells;m=t.turn;i=t.kings[m];B=aa[m];j=0 if m==f else h;w=s|j;n=0;q=None;x={}
  for C,y in(J,l|j),(K,p|j):
   for e in C:
    a=i+e;k=g[a]
    while k==d:a+=e;k=g[a]
    if k==y or k==w:n+=1;q=G(c(i+e,a+e,e))
    elif k in B:
     u=a+e;r=g[u]
     while r==d:u+=e;r=g[u]
     if r==y or r==w:x[a]=e
  D=o|j
  for z in Y:
   if g[i+z]==D:n+=1;q={i+z}
  E=b|j;A=v[m]
  for a in i+A-1,i+A+1:
   if g[a]==E:n+=1;q={a}
  return n,q,x
 def legal_moves(a):return a._generate(False)
 def legal_captures(a):return a._generate(True)
 def _generate(e,q):
  f=e.cells;g=e.turn;r,G,u=e._checks_and_pins();n=[];s=e.kings[g];w=La[g]
  if r<2:
   z=[];A=v[g];H,I=Ab[g];M,N=Ma[g];O=e.en_passant
   for a in e.occupied[g]:
    t=f[a]&7
    if t==j:continue
    B=r or a in u
    if B:
     if r and a in u:continue
     i=[]
    else:i=n
    k=i.append
    if t==b:
     m=a+A;C=M<=m<=N
     if f[m]==d:
      if C:
       for y in 4,5,6,7:k(a|m<<7|y<<14)
      elif not q:
       k(a|m<<7);D=m+A
       if H<=a<=I and f[D]==d:k(a|D<<7|Ja<<14)
     for c in m-1,m+1:
      if f[c]in w:
       if C:
        for y in 4,5,6,7:k(a|c<<7|y<<14)
       else:k(a|c<<7)
      elif c==O:z.append(a|c<<7|Z<<14)
    elif t==o:
     for P in Y:
      c=a+P;h=f[c]
      if h in w or h==d and not q:k(a|c<<7)
    else:
     Q=J if t==l else K if t==p else L
     for x in Q:
      c=a+x;h=f[c]
      while h==d:
       if not q:k(a|c<<7)
       c+=x;h=f[c]
      if h in w:k(a|c<<7)
    if B and i:
     if a in u:E=u[a];i=[m for m in i if vb.get((m>>7&127)-a)in(E,-E)]
     if r:i=[m for m in i if m>>7&127 in G]
     n.extend(i)
   for F in z:
    e.push(F)
    if not e.is_attacked(e.kings[g],g^1):n.append(F)
    e.pop()
   if not r and e.castling_rights and not q:e._castling_moves(n)
  R=f[s];f[s]=d;S=g^1
  for x in L:
   c=s+x;h=f[c]
   if(h in w or h==d and not q)and not e.is_attacked(c,S):n.append(s|c<<7)
  f[s]=R;return n
 def pseudo_legal_captures(i):
  e=i.cells;k=i.turn;m=La[k];u=v[k];w,x=Ma[k];y=i.en_passant;r=[];g=r.append
  for c in i.occupied[k]:
   h=e[c]&7
   if h==b:
    f=c+u
    if w<=f<=x:
     if e[f]==d:
      for n in 4,5,6,7:g(c|f<<7|n<<14)
     for a in f-1,f+1:
      if e[a]in m:
       for n in 4,5,6,7:g(c|a<<7|n<<14)
     continue
    for a in f-1,f+1:
     if e[a]in m:g(c|a<<7)
     elif a==y:g(c|a<<7|Z<<14)
   elif h==o or h==j:
    for s in Y if h==o else L:
     if e[c+s]in m:g(c|c+s<<7)
   else:
    z=J if h==l else K if h==p else L
    for t in z:
     a=c+t;q=e[a]
     while q==d:a+=t;q=e[a]
     if q in m:g(c|a<<7)
  return r
 def leaves_king_safe(a):b=a.turn^1;return not a.is_attacked(a.kings[b],a.turn)
 def _castling_moves(b,l):
  a=b.cells;c=b.turn;e=b.kings[c];h=c^1
  for i in 2*c,2*c+1:
   if not b.castling_rights>>i&1:continue
   m,n,o,f,j=b.castling_paths[i]
   if any(a[b]for b in m):continue
   p,k=a[e],a[f];a[e]=d;g=True
   for q in n:
    if b.is_attacked(q,h):g=False;break
   if g:a[f]=d;a[j]=k;g=not b.is_attacked(o,h);a[j]=d;a[f]=k
   a[e]=p
   if g:l.append(e|f<<7|A<<14)
 def uci(f,b,chess960=True):
  a,c,d=b&127,b>>7&127,b>>14
  if d==A and not chess960:c=a-w(a)+(2 if c<a else 6)
  e=da[a]+da[c]
  if d>=4:e+='nbrq'[d-4]
  return e
 def parse_uci(c,a):
  a=a.strip().lower()
  for b in c.legal_moves():
   if c.uci(b)==a or b>>14==A and c.uci(b,chess960=False)==a:return b
 def fits_last_move(n,b):
  c=n.turn^1;p=h if c==f else 0;a=0 if c==e else 7;i=n.cells
  if b in(ca,ja):s,t=(6,5)if b==ca else(2,3);return i[k(s,a)]==j|p and i[k(t,a)]==l|p
  m,g=qa.get(b[:2]),qa.get(b[2:4]);q=b[4:]
  if m is None or g is None or m==g:return False
  if q not in(z,'n','b','r','q')or i[m]in aa[c^1]:return False
  r=i[g]
  if q:return r==o+'nbrq'.index(q)|p and M(g)==7-a
  if r in aa[c]:return True
  return r==d and M(m)==M(g)==a and n.kings[c]in(k(2,a),k(6,a))
 def is_capture(c,a):b=a>>14;return b==Z or b!=A and c.cells[a>>7&127]!=d
 def is_repetition(a):b=a.history[-a.halfmove_clock:]if a.halfmove_clock else[];return b.count(a.hash)>=2
 def has_insufficient_material(k):
  g=k.cells;a=None
  for c in ub:
   e=g[c];f=e&7
   if e==d or f==j:continue
   if f in(b,l,s):return False
   if a is None:a=c;continue
   i=g[a]
   if(i^e)&h and f==p and i&7==p and Na(c)==Na(a):continue
   return False
  return True
 def half_moves_played(a):return 2*(a.fullmove-1)+a.turn
 def outcome(a):
  if not a.legal_moves():return Cb if a.is_check()else Db
  if a.is_repetition():return Eb
  if a.has_insufficient_material():return Fb
  if a.halfmove_clock>=100:return Gb
  if a.half_moves_played()>=Ib:return Hb
class Kb:
 def __init__(a,b,c,d=None,e=None):a.deadline=b+c;a.nodes=d;a.interrupted=e
 def exhausted(a,b):
  if a.nodes is not None:return b>=a.nodes
  if a.interrupted is not None and a.interrupted():return True
  return time.perf_counter()>=a.deadline
Pa=(n,n,n,n,70,84,74,72,67,92,88,n,77,91,103,109,104,104,131,150,117,124,133,133,114,103,117,111,U,U,U,U),(274,300,300,Q,290,T,320,325,294,315,337,346,T,331,349,350,315,333,339,345,311,336,342,353,T,314,319,322,294,300,297,298),(345,332,323,329,337,338,332,331,339,329,342,334,338,327,341,344,328,342,340,347,341,349,333,352,315,334,334,330,316,320,318,320),(466,478,485,498,457,469,457,454,470,467,456,465,478,468,459,468,488,484,482,483,487,480,477,491,501,493,505,511,483,476,484,487),(958,964,968,975,955,V,966,966,951,R,954,R,953,961,949,948,960,V,951,959,955,V,966,959,972,974,961,V,V,954,953,960),(9,14,-19,-40,-9,-14,-37,-61,-49,-49,-69,-69,-79,-76,-89,-92,-75,-74,-89,-n,-75,-74,-n,-89,-75,-73,-n,-n,-75,-74,-n,-n);Lb=(r,r,r,r,127,U,130,134,107,101,113,111,105,108,112,102,r,121,r,115,150,161,150,154,187,175,192,175,r,r,r,r),(259,261,271,276,267,281,292,297,267,291,S,319,268,287,311,315,276,293,314,314,280,286,293,297,272,278,288,289,267,272,271,269),(295,291,303,Q,305,308,314,Q,S,309,316,327,313,T,322,322,S,318,316,319,302,321,T,318,301,307,Q,303,299,305,S,S),(518,525,516,517,523,522,529,525,518,523,524,527,520,531,526,531,534,533,527,532,537,524,532,530,538,544,550,541,534,529,536,527),(924,927,923,925,932,933,935,937,933,941,951,941,934,942,948,R,940,943,949,955,936,941,R,946,938,945,941,942,932,934,932,936),(-46,-39,-x,-31,-25,-a,-5,7,-x,-7,9,5,-23,-12,12,26,-I,-5,8,25,-H,-3,9,13,-y,-1,-6,-6,-I,-H,-y,-y);Qa=0,-3,-a,-1,5,15,49,0;Ra=0,-17,-9,15,24,44,n,0;Sa=I;Ta=24;Ua=a;Va=8;Wa=25;Xa=a;Ya=i;Za=3;Mb=-2;Nb=0,0,30,14,5,16,0;ab=44;bb=0,0,0,6,5,4,0;Ob=0,0,0,6,7,13,0;Pb=0,0,1,1,2,4,0;ba=24;B=h|b;Qb=h|l;C=0,100,Q,330,500,R,20000
def cb(file,a):return a*4+W(file,7-file)
D=H;fa=1<<D-1;db=(1<<D)-1;ta=64;Rb=48;Sb=100000;Tb,eb,fb=0,8,12;gb,hb=16,H
def Ub():
 n=[0]*2048;u=Ia.Random(64);o={}
 for a in c(b,j+1):
  for q in c(8):
   for i in c(8):
    r=cb(q,i);v=Pa[a-1][r];w=Lb[a-1][r];x=Pb[a]<<Tb
    for d in e,f:
     if a==p:l=(eb,fb)[d]
     elif a==b:l=(gb,hb)[d]
     else:l=None
     y=x+(1<<l if l is not None else 0);s=1 if d==e else-1;t=k(q,i if d==e else 7-i);g=a|(h if d==f else 0);n[g<<7|t]=s*v+(s*w<<D)+(y<<2*D);m=Vb(a,q,i)
     if m is not None:
      if(g,m)not in o:o[g,m]=u.getrandbits(Rb)
      n[g<<7|t]+=o[g,m]<<ta
 return n
def Vb(a,file,c):
 if a==b:return file,c
 if a==l:return file
 if a==j:return(file,c)if c<2 else'away'
Wb=Ub()
def Xb():
 a=[0]*2048
 for d in c(b,j+1):
  for e in c(8):
   for f in c(8):g=Pa[d-1][cb(e,f)];a[d<<7|k(e,f)]=g;a[(d|h)<<7|k(e,7-f)]=g
 return a
Yb=Xb();Zb={a|d:(c,b*bb[a],b*bb[a]*Ob[a],b*Nb[a])for a,c in((o,None),(p,K),(l,J),(s,L))for d,b in((0,1),(h,-1))}
def ac():
 d=[None]*120
 for a in c(8):
  for b in c(8):
   e=[0]*120
   for f in c(max(a-1,0),W(a+2,8)):
    for g in c(max(b-1,0),W(b+2,8)):e[k(f,g)]=1
   d[k(a,b)]=e
 return d
bc=ac();ga={}
def ua(b):
 k=b.cells;l=Wb;r,s=b.occupied;t=sum([l[k[a]<<7|a]for a in r])+sum([l[k[a]<<7|a]for a in s]);h=t+fa;m=h>>ta;i=ga.get(m)
 if i is None:
  if g(ga)>Sb:ga.clear()
  i=ga[m]=ec(b)
 u,v=i;n=(h&db)-fa+u;o=(h>>D)+fa;p=(o&db)-fa+v;c=o>>D&(1<<ta-2*D)-1;d=c&255
 if d>ba:d=ba
 q,w=cc(b);n+=q+w+Mb*dc(b);p+=q;j=n*d+p*(ba-d);a=j//ba if j>=0 else-(-j//ba)
 if c>>eb&15>=2:a+=ab
 if c>>fb&15>=2:a-=ab
 if a>0:
  if not c>>gb&15 and ib(b,e):a//=8
 elif a<0:
  if not c>>hb&15 and ib(b,f):a=-(-a//8)
 return a if b.turn==e else-a
def cc(c):
 f=c.cells;m=Zb;g=h=0
 for n,o in P(c.occupied):
  d=bc[c.kings[n^1]]
  for e in o:
   i=m.get(f[e])
   if i is not None:
    j,p,q,r=i;a=0
    if j is None:
     for s in Y:a+=d[e+s]
    else:
     k=0
     for l in j:
      b=e+l
      while not f[b]:k+=1;a+=d[b];b+=l
      a+=d[b]
     g+=p*k-q
    h+=r*a
 return g,h
def dc(d):
 e=d.cells;f,g=d.kings;c=0
 for b in L:
  a=f+b
  while not e[a]:c+=1;a+=b
  a=g+b
  while not e[a]:c-=1;a+=b
 return c
def ec(o):
 i=o.cells;k=[0]*10;m=[0]*10;p=[-1]*10;q=[8]*10;s,t,u,v=[],[],[],[]
 for d in o.occupied[e]:
  r=i[d]
  if r==b:
   s.append(d);a,g=d%10,d//10-2;k[a]+=1
   if g<q[a]:q[a]=g
  elif r==l:u.append(d)
 for d in o.occupied[f]:
  r=i[d]
  if r==B:
   t.append(d);a,g=d%10,d//10-2;m[a]+=1
   if g>p[a]:p[a]=g
  elif r==Qb:v.append(d)
 j=n=0
 for d in s:
  a,g=d%10,d//10-2
  if p[a-1]<=g and p[a]<=g and p[a+1]<=g:j+=Qa[g];n+=Ra[g]
  if not k[a-1]and not k[a+1]:j-=Ua;n-=Va
 for d in t:
  a,g=d%10,7-(d//10-2)
  if q[a-1]>=7-g and q[a]>=7-g and q[a+1]>=7-g:j-=Qa[g];n-=Ra[g]
  if not m[a-1]and not m[a+1]:j+=Ua;n+=Va
 for a in c(1,9):
  if k[a]>1:j-=Sa*(k[a]-1);n-=Ta*(k[a]-1)
  if m[a]>1:j+=Sa*(m[a]-1);n+=Ta*(m[a]-1)
 for d in u:
  a=d%10
  if not k[a]:j+=Wa if not m[a]else Xa
 for d in v:
  a=d%10
  if not m[a]:j-=Wa if not k[a]else Xa
 h=o.kings[e]
 if h<41:j+=Ya*((i[h+9]==b)+(i[h+10]==b)+(i[h+11]==b))+Za*((i[h+19]==b)+(i[h+20]==b)+(i[h+21]==b))
 h=o.kings[f]
 if h>80:j-=Ya*((i[h-9]==B)+(i[h-10]==B)+(i[h-11]==B))+Za*((i[h-19]==B)+(i[h-20]==B)+(i[h-21]==B))
 return j,n
def ib(d,e):
 g=d.cells;a=[0]*7;b=[0]*7
 for h,i in(e,a),(e^1,b):
  for j in d.occupied[h]:i[g[j]&7]+=1
 f=a[l]*5+a[s]*9;k=b[l]*5+b[s]*9;c=a[o]+a[p];m=b[o]+b[p]
 if f==0:return c<=1 or c==2 and a[o]==2
 return f==k and c<=m+1
va=100000;N=va-1000;wa=va+1;xa,jb,kb=0,1,2;ha=64;lb=200000;fc=2;mb=2;ya=150;nb=0,8,14;hc=3;ic=200;jc=50;kc=16;lc=1<<30;mc=1<<28;ob=1<<x,(1<<x)-1;pb=8;nc=o,p,l,s
class ia(Ha):0
class za:
 def __init__(a,b,c,d,e):a.move=b;a.score=c;a.depth=d;a.nodes=e
class oc:
 def __init__(a,b=10):a.contempt=b;a.table={};a.evaluations={};a.history={};a.killers=[[0,0]for _ in c(ha+1)];a.nodes=0;a.next_poll=0;a.budget=None;a.root_turn=0
 def choose(c,a,d,e=O(),f=ha-1):
  b=[a for a in a.legal_moves()if a not in e]
  if not b:return za(None,0,0,0)
  c.make_room(lb);c.start(d,a.turn)
  if g(b)==1:return za(b[0],ua(a),0,0)
  return c.deepen(a,b,f)
 def ponder(a,b,d):
  c=b.legal_moves();a.make_room(lb//2);a.start(d,b.turn^1)
  if c:a.deepen(b,c,ha-1)
 def make_room(a,b):
  if g(a.table)>b:a.table.clear()
  if g(a.evaluations)>b:a.evaluations.clear()
 def start(a,b,c):
  for d in a.history:a.history[d]>>=2
  a.budget=b;a.nodes=0;a.next_poll=a.poll_after(0);a.root_turn=c
 def deepen(a,d,b,j):
  e,f,c=b[0],0,0;b=a.order(d,b,0,a.table_move(d))
  try:
   while c<j and not a.budget.exhausted(a.nodes):
    g,h=a.search_root(d,b,c+1);c+=1;e,f=g,h;b.remove(g);b.insert(0,g)
    if abs(h)>N:break
  except ia as i:
   if i.args:e,f=i.args
  return za(e,f,c,a.nodes)
 def poll_after(a,b):
  if a.budget.nodes is not None:return a.budget.nodes
  return b+kc
 def poll(a):
  if a.budget.exhausted(a.nodes):raise ia()
  a.next_poll=a.poll_after(a.nodes)
 def search_root(d,b,g,e):
  a,h=-wa,wa;f=g[0]
  for i,j in P(g):
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
  d.store(b,e,a,xa,f,0);return f,a
 def draw_score(a,b):return-a.contempt if b.turn==a.root_turn else a.contempt
 def is_draw(c,a):
  b=a.halfmove_clock
  if b>=100:return True
  if b<4:return False
  return a.hash in a.history[-b:]
 def pvs(b,a,c,e,d,h,v):
  b.nodes+=1
  if b.nodes>=b.next_poll:b.poll()
  if b.is_draw(a):return b.draw_score(a)
  if h>=ha:return ua(a)
  m=a.is_check()
  if m:c+=1
  if c<=0:return b.quiesce(a,e,d,h)
  w=e;x=a.hash;r=b.table.get(x);s=0
  if r is not None:
   y,z,n,s=r
   if y>=c and d-e==1:
    f=rc(z,h)
    if n==xa or n==jb and f>=d or n==kb and f<=e:return f
  A=d-e==1;i=b.evaluate(a)if A and not m and abs(d)<N else None
  if i is not None:
   if c<=mb and i-ya*c>=d:return i
   if v and c>=3 and i>=d and pc(a):
    a.push_null()
    try:f=-b.pvs(a,c-1-fc,-d,-d+1,h+1,False)
    finally:a.pop_null()
    if f>=d:return d
  j=-wa
  if i is not None and c<=mb and i+ya*c<=e:
   j=i+ya*c;k=a.legal_captures()
   if not k:return j if a.legal_moves()else b.draw_score(a)
  else:
   k=a.legal_moves()
   if not k:return-va+h if m else b.draw_score(a)
  k=b.order(a,k,h,s);t=k[0];B=a.cells;C=nb[c]if i is not None and c<g(nb)else g(k)
  for o,l in P(k):
   p=not B[l>>7&127]and l>>14<2
   if p and o>C:continue
   a.push(l)
   try:
    if o==0:f=-b.pvs(a,c-1,-d,-e,h+1,True)
    else:
     u=1 if c>=2 and o>=hc and p and not m else 0;f=-b.pvs(a,c-1-u,-e-1,-e,h+1,True)
     if f>e and(u or f<d):f=-b.pvs(a,c-1,-d,-e,h+1,True)
   finally:a.pop()
   if f>j:
    j,t=f,l
    if f>e:
     e=f
     if e>=d:
      if p:b.remember_cutoff(l,c,h)
      break
  if j>=d:q=jb
  elif j>w:q=xa
  else:q=kb
  b.store(a,c,j,q,t,h);return j
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
   g=C[k[d>>7&127]&7];j=d>>14
   if j==2:g=C[b]
   elif j>=4:g+=C[j-2]-C[b]
   if f+g+ic<c:continue
   m=k[d&127]&7
   if C[m]>g+jc and a.is_attacked(d>>7&127,a.turn^1):continue
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
  if b is None:b=c.evaluations[a.hash]=ua(a)
  return b
 def table_move(b,c):a=b.table.get(c.hash);return a[3]if a else 0
 def store(a,b,c,d,e,f,g):a.table[b.hash]=c,qc(d,g),e,f
 def remember_cutoff(c,a,d,e):
  b=c.killers[e]
  if b[0]!=a:b[1]=b[0];b[0]=a
  c.history[a]=c.history.get(a,0)+d*d
 def order(l,q,r,s,t):
  f=q.cells;u,v=l.killers[s];m=l.history;c=Yb;j=[]
  for a in r:
   if a==t:d=lc
   else:
    h=f[a>>7&127];e=a>>14
    if e==3:h=0
    elif e==2:h=b
    if h or e>=4:d=mc+C[h&7]*8+(C[e-2]if e>=4 else 0)-(f[a&127]&7)
    elif a==u:d=ob[0]
    elif a==v:d=ob[1]
    elif e==3:g,k=a&127,a>>7&127;i=g-g%10;w,x=(i+3,i+4)if k<g else(i+7,i+6);n,o=f[g]<<7,f[k]<<7;d=m.get(a,0)*pb+c[n|w]-c[n|g]+c[o|x]-c[o|k]
    else:p=f[a&127]<<7;d=m.get(a,0)*pb+c[p|a>>7&127]-c[p|a&127]
   j.append((d,a))
  j.sort(reverse=True);return[a for _,a in j]
def pc(a):
 b=a.cells
 for c in a.occupied[a.turn]:
  if b[c]&7 in nc:return True
 return False
def qc(a,b):
 if a>N:return a+b
 if a<-N:return a-b
 return a
def rc(a,b):
 if a>N:return a-b
 if a<-N:return a+b
 return a
class Aa(Ha):0
class q(Ga):0
sc=ka('Init','color');tc=ka('Turn','last_move my_time opp_time fen');uc=ka('Status','status remaining_time')
class vc:
 def __init__(a,b):a.readline=b;a.line_number=0
 def next_line(a):
  b=a.readline()
  if not b:raise Aa(f'input ended after line {a.line_number}')
  a.line_number+=1
  if b[-1:]not in('\n',b'\n'):raise Aa(f'input ended inside line {a.line_number}')
  return a.decode(b).rstrip('\r\n')
 def decode(b,a):
  if isinstance(a,E):return a
  try:return a.decode('utf-8')
  except UnicodeDecodeError:raise q(f'input line {b.line_number}: expected UTF-8 text, got {a!r}')from None
 def fail(a,b,c,d):return q(f'input line {a.line_number}: {b}: expected {c}, got {d!r}')
 def split(d,a,b,e,f=False):
  c=a.split(None,b-1)if f else a.split()
  if g(c)!=b:raise d.fail(e,f'{b} fields',a)
  return c
 def to_int(c,a,d):
  b=a[1:]if a[:1]==u else a
  if b.isascii()and b.isdigit():return F(a)
  raise c.fail(d,'an integer',a)
 def word(c,a,b,d):
  if not a or g(a)>b or' 'in a:raise c.fail(d,f'a word of at most {b} characters',a)
  return a
 def string(c,a,b,d):
  if g(a)>b:raise c.fail(d,f'at most {b} characters',a)
  return a
 def read_init(a):b=a.word(a.next_line(),5,'color');return sc(b)
 def read_turn(a):b=a.split(a.next_line(),4,'lastMove myTime oppTime fen',True);c=a.word(b[0],5,'lastMove');d=a.to_int(b[1],'myTime');e=a.to_int(b[2],'oppTime');f=a.string(b[3],100,'fen');return tc(c,d,e,f)
 def read_status(a):b=a.split(a.next_line(),2,'status remainingTime');c=a.word(b[0],1,'status');d=a.to_int(b[1],'remainingTime');return uc(c,d)
wc=a;xc=30;yc=.5;zc=.5;Ba='white','black'
def Ac(b,c):a=os.environ.get('ARENA_NODES');d=max(zc,c)/wc;e=W(yc,d/xc);return Kb(b,e,F(a)if a else None)
def Bc(b,a):
 if a>>14==A:return ca if a>>7&127>a&127 else ja
 return b.uci(a)[:4]
def Cc(a):
 if a>>14>=4:return a&16383|rb[s]<<14
 return a
class Dc:
 def __init__(a,b):a.history=[];a.searcher=b;a.board=None;a.tried=G();a.last_answer=None;a.started=0.;a.clock=0
 def position(a,b,c):a.clock=c;a.board=b;a.board.history=list(a.history);a.tried=G();return a.answer()
 def answer(a):
  c=a.board;d={a for a in c.legal_moves()if 4<=a>>14<7};e=Ac(a.started,a.clock);b=a.searcher.choose(c,e,a.tried|d).move
  if b is None:return
  b=Cc(b);a.tried.add(b);a.last_answer=b;return Bc(c,b)
 def accepted(a):
  if a.last_answer is None:return
  a.board.push(a.last_answer);a.history=a.board.history+[a.board.hash];a.last_answer=None
class Ec:
 def __init__(a,b):a.readline=b;a.ahead=None
 def __call__(a):b=a.peek();a.ahead=None;return b
 def peek(a):
  if a.ahead is None:a.ahead=a.readline()
  return a.ahead
 def status_next(a):return g(a.peek().split())==2
class Fc:
 def __init__(a,b,c,d):a.reader=b;a.lines=c;a.player=d;a.colour=None;a.answered=None;a.in_step=True
 def lose_step(a,b):print(f'judge_chess: {b}; waiting for a position',file=X.stderr);a.in_step=False;a.answered=None
 def ignore(a,b):
  if a.in_step:print(f'judge_chess: {b}; ignored',file=X.stderr)
 def read_colour(a):
  try:
   b=a.reader.read_init().color
   if b not in Ba:raise q(f'input line 1: color: expected white or black, got {b!r}')
   a.colour=Ba.index(b)
  except q as c:a.lose_step(c)
 def step(a):
  try:
   if a.lines.status_next():a.status(a.reader.read_status())
   else:a.position(a.reader.read_turn())
  except q as b:a.lose_step(b)
 def status(a,b):
  c=a.reader.line_number
  if b.status not in('A','D'):raise q(f'input line {c}: status: expected A or D, got {b.status!r}')
  if a.answered is None:a.ignore(f'input line {c}: a status with no move to judge')
  elif b.status=='A':a.player.accepted();a.answered=None
  else:a.play(a.player.answer())
 def position(a,b):
  c=a.reader.line_number
  if b==a.answered:a.ignore(f'input line {c}: the same position again before its status');return
  a.player.started=time.perf_counter();d=a.checked_board(b,c)
  if a.answered is not None:print(f'judge_chess: input line {c}: a new position before the status of the last move; answering it',file=X.stderr)
  a.in_step=True;a.answered=b;a.play(a.player.position(d,b.my_time))
 def checked_board(f,d,a):
  h=d.fen.split()
  if g(h)!=6:raise q(f'input line {a}: fen: expected 6 fields, got {d.fen!r}')
  try:b=Jb(d.fen)
  except m as i:raise q(f'input line {a}: fen: {i}')from None
  if f.colour is not None and b.turn!=f.colour:raise q(f'input line {a}: fen: {h[1]} to move, but this bot plays {Ba[f.colour]}')
  c=d.last_move
  if c=='NONE':
   if b.turn!=e or b.fullmove!=1:raise q(f'input line {a}: lastMove: NONE after move 1')
  elif not((g(c)==4 or c in(ca,ja))and b.fits_last_move(c)):raise q(f'input line {a}: lastMove: {c!r} cannot have led to the position')
  return b
 def play(a,b):
  if b is None:print(f'judge_chess: no move left to try in {a.player.board.fen()}',file=X.stderr);a.answered=None;return
  print(b,flush=True)
def Gc(c=oc):
 a=Ec(X.stdin.buffer.readline);b=Fc(vc(a),a,Dc(c()))
 try:
  gc.disable();b.read_colour()
  while True:b.step()
 except Aa:return
Gc()
