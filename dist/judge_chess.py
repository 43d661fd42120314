# judge-chess: built by arena-bundler from 13 modules; do not edit, rebuild with `python -m bundler build`
# modules: sources sources.judge_chess sources.chesscore sources.chesscore.tables sources.chesscore.board sources.chesscore.budget sources.chesscore.weights sources.chesscore.evaluation sources.chesscore.search sources.readers sources.readers.judge_chess sources.judge_chess.protocol sources.judge_chess.__main__
# inputs sha256: ef7c553b0561f53d
e=range;a=530;h=480;i=len;da=frozenset;l=302;o=932;p=303;q=272;r=955;s=327;d=10;w=120;ja=enumerate;C=938;D=308;E=282;F=958;G=333;H=314;k=22;Ma='en_passant_file';m=11;J='-';Na='black_to_move';t=90;Oa='piece_square';ka='O-O';ta='O-O-O';N=486;y=75;V=944;W=313;X=292;Y=961;Z=339;aa=326;Pa='castling';Qa=ValueError;Ra=Exception;O=20;P=12;Q='';from collections import namedtuple as ua;import gc,os,sys,time,random as Sa;f,g=0,1;c=0;b,z,A,u,K,n=1,2,3,4,5,6;j=8;wb=16;va,wa,xa,ya=d,-d,1,-1;ea=wa,va,ya,xa;fa=wa+ya,va+ya,wa+xa,va+xa;la=fa+ea;ma=-21,-19,-P,-8,8,P,19,21;Ec,Ta,ga,R=0,1,2,3;xb={z:4,A:5,u:6,K:7};Ua='.PNBRQK..pnbrqk';za='abcdefgh'
def x(file,a):return 21+file+10*a
def yb():return{x(f,r):za[f]+str(r+1)for f in e(8)for r in e(8)}
def zb(d):
 a=Sa.Random(d);c=[0]*2048
 for f in list(e(b,n+1))+list(e(j+b,j+n+1)):
  for g in yb():c[f<<7|g]=a.getrandbits(64)
 return{Oa:c,Pa:[0]+[a.getrandbits(64)for _ in e(15)],Ma:[a.getrandbits(64)for _ in e(8)],Na:a.getrandbits(64)}
na={21:'a1',31:'a2',41:'a3',51:'a4',61:'a5',71:'a6',81:'a7',91:'a8',k:'b1',32:'b2',42:'b3',52:'b4',62:'b5',72:'b6',82:'b7',92:'b8',23:'c1',33:'c2',43:'c3',53:'c4',63:'c5',73:'c6',83:'c7',93:'c8',24:'d1',34:'d2',44:'d3',54:'d4',64:'d5',74:'d6',84:'d7',94:'d8',25:'e1',35:'e2',45:'e3',55:'e4',65:'e5',y:'e6',85:'e7',95:'e8',26:'f1',36:'f2',46:'f3',56:'f4',66:'f5',76:'f6',86:'f7',96:'f8',27:'g1',37:'g2',47:'g3',57:'g4',67:'g5',77:'g6',87:'g7',97:'g8',28:'h1',38:'h2',48:'h3',58:'h4',68:'h5',78:'h6',88:'h7',98:'h8'};Aa={b:a for a,b in na.items()};Ab=tuple(b'\x15\x1f)3=GQ[\x16 *4>HR\\\x17!+5?IS]\x18",6@JT^\x19#-7AKU_\x1a$.8BLV`\x1b%/9CMWa\x1c&0:DNXb');Bb={-m:-m,-k:-m,-33:-m,-44:-m,-55:-m,-66:-m,-77:-m,9:9,18:9,27:9,36:9,45:9,54:9,63:9,-9:-9,-18:-9,-27:-9,-36:-9,-45:-9,-54:-9,-63:-9,m:m,k:m,33:m,44:m,55:m,66:m,77:m,-d:-d,-O:-d,-30:-d,-40:-d,-50:-d,-60:-d,-70:-d,d:d,O:d,30:d,40:d,50:d,60:d,70:d,-1:-1,-2:-1,-3:-1,-4:-1,-5:-1,-6:-1,-7:-1,1:1,2:1,3:1,4:1,5:1,6:1,7:1};oa=zb(960);I=oa[Oa];Ba=oa[Pa];Cb=oa[Ma];Ca=oa[Na];Db='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';ha=da(e(b,n+1)),da(e(j+b,j+n+1));Eb=da('PNBRQKpnbrqk');Fb=da('KQkqABCDEFGHabcdefgh');Va=ha[g]-{j+n},ha[f]-{n};L=d,-d;Gb=(31,38),(81,88);Wa=(91,98),(21,28);Hb=15;Ib='checkmate';Jb='stalemate';Kb='threefold repetition';Lb='insufficient material';Mb='fifty-move rule';Nb='move limit';Ob=250
def ba(a):return a//10-2
def M(a):return a%10-1
def Xa(a):return(M(a)+ba(a))%2==0
class v(Qa):0
def Ya(c,d,e,b):
 if i(c)<=d:return b
 a=c[d]
 if not(a.isascii()and a.isdigit())or int(a)<b:raise v(f'{e} must be a whole number from {b}, got {a!r}')
 return int(a)
class Pb:
 def __init__(a,b=Db):a.set_fen(b)
 def set_fen(a,e):
  b=e.split()
  if not 2<=i(b)<=6:raise v(f'expected 6 fields, got {i(b)}')
  h,d=b[0],b[1];c=b[2]if i(b)>2 else J;j=b[3]if i(b)>3 else J
  if d not in('w','b'):raise v(f'side to move must be w or b, got {d!r}')
  if c!=J and not set(c)<=Fb:raise v(f'castling must be - or KQkq or rook files, got {c!r}')
  a.halfmove_clock=Ya(b,4,'halfmove clock',0);a.fullmove=Ya(b,5,'fullmove number',1);a._place(h);a.turn=f if d=='w'else g;a._parse_castling(c);a.en_passant=a._en_passant_target(j)
  if a.is_attacked(a.kings[a.turn^1],a.turn):raise v('the side to move can capture the king')
  a.stack=[];a.history=[];a.hash=a._compute_hash()
 def _place(m,t):
  q=t.split('/')
  if i(q)!=8:raise v(f'expected 8 ranks, got {i(q)}')
  r=[wb]*120;m.occupied=[set(),set()];k=[[],[]]
  for u,o in ja(q):
   a=7-u;d=0
   for h in o:
    if h in'12345678':
     if d+int(h)>8:raise v(f'rank {a+1} has more than 8 files: {o!r}')
     for _ in e(int(h)):r[x(d,a)]=c;d+=1
     continue
    if h not in Eb:raise v(f'unknown piece {h!r} on rank {a+1}')
    if d==8:raise v(f'rank {a+1} has more than 8 files: {o!r}')
    p=Ua.index(h)
    if p&7==b and a in(0,7):raise v(f'a pawn on rank {a+1}')
    s=x(d,a);r[s]=p;l=g if p&j else f;m.occupied[l].add(s)
    if p&7==n:k[l].append(s)
    d+=1
   if d!=8:raise v(f'rank {a+1} has {d} files: {o!r}')
  for l,w in(f,'white'),(g,'black'):
   if i(k[l])!=1:raise v(f'{i(k[l])} {w} kings')
  m.cells=r;m.kings=[k[f][0],k[g][0]]
 def _en_passant_target(d,h):
  if h==J:return 0
  e=d.turn^1;a=Aa.get(h)
  if a is None or ba(a)!=(2 if e==f else 5)or d.cells[a]!=c or d.cells[a-L[e]]!=c or d.cells[a+L[e]]!=b|(j if e==g else 0):raise v(f'no pawn can just have skipped the en-passant square {h!r}')
  return a
 def _parse_castling(a,s):
  a.castling_rooks=[0,0,0,0];n=0
  for o in s.replace(J,Q):
   b=f if o.isupper()else g;d=0 if b==f else 7;i=M(a.kings[b]);k=u|(j if b==g else 0);l=o.lower()
   if l=='k':h=[f for f in e(i+1,8)if a.cells[x(f,d)]==k];c=h[-1]if h else None
   elif l=='q':h=[f for f in e(i)if a.cells[x(f,d)]==k];c=h[0]if h else None
   else:c=za.index(l)
   if c is None or ba(a.kings[b])!=d or a.cells[x(c,d)]!=k:continue
   p=(1 if c<i else 2)<<2*b;a.castling_rooks[p.bit_length()-1]=x(c,d);n|=p
  a.castling_rights=n;m=[Hb]*120
  for q,r in ja(a.castling_rooks):
   if r:m[r]&=~(1<<q);b=q//2;m[a.kings[b]]&=~(3<<2*b)
  a.rights_mask=m;a.castling_paths=[a._castling_path(b)for b in e(4)]
 def _castling_path(g,f):
  a=g.castling_rooks[f]
  if not a:return
  b=g.kings[f//2];d=a-M(a);c,h=(d+6,d+5)if f&1 else(d+2,d+3);i=b,a,c,h;k=tuple(c for c in e(min(i),max(i)+1)if c!=b and c!=a);j=1 if c>=b else-1;l=tuple(e(b+j,c,j))if c!=b else();return k,l,c,a,h
 def _compute_hash(a):
  b=Ba[a.castling_rights]
  for d in f,g:
   for c in a.occupied[d]:b^=I[a.cells[c]<<7|c]
  if a.turn==g:b^=Ca
  a.en_passant_key=a._en_passant_key(a.en_passant);return b^a.en_passant_key
 def _en_passant_key(a,c):
  if not c:return 0
  d=c+L[a.turn^1];e=b|(j if a.turn==g else 0);f=a.cells
  if f[d-1]==e or f[d+1]==e:return Cb[M(c)]
  return 0
 def fen(a,h=True):
  f=[]
  for i in e(7,-1,-1):
   d,b=Q,0
   for j in e(8):
    g=a.cells[x(j,i)]
    if g==c:b+=1;continue
    if b:d,b=d+str(b),0
    d+=Ua[g]
   f.append(d+(str(b)if b else Q))
  return' '.join(('/'.join(f),'wb'[a.turn],a.castling_field(h),na[a.en_passant]if a.en_passant else J,str(a.halfmove_clock),str(a.fullmove)))
 def castling_field(b,h=True):
  d=Q
  for a in f,g:
   e=[b.castling_rooks[a]for a in(2*a,2*a+1)if b.castling_rights>>a&1]
   if h:c=Q.join(za[M(a)]for a in sorted(e))
   else:c=Q.join('q'if c<b.kings[a]else'k'for c in sorted(e,reverse=True))
   d+=c.upper()if a==f else c
  return d or J
 def push(a,p):
  e=a.cells;k=a.turn;f=p&127;d=p>>7&127;m=p>>14;h=e[f];l=a.occupied[k];i=a.hash;a.stack.append((p,e[d],a.castling_rights,a.en_passant,a.en_passant_key,a.halfmove_clock,i));a.history.append(i);i^=Ca^a.en_passant_key;q=a.castling_rights
  if q:
   u=q&a.rights_mask[f]&a.rights_mask[d]
   if u!=q:i^=Ba[q]^Ba[u];a.castling_rights=u
  a.en_passant=0
  if m==R:
   r=f-M(f)
   if d<f:o,s=r+2,r+3
   else:o,s=r+6,r+5
   v=e[d];e[f]=e[d]=c;l.discard(f);l.discard(d);e[o]=h;e[s]=v;l.add(o);l.add(s);a.kings[k]=o;i^=I[h<<7|f]^I[h<<7|o]^I[v<<7|d]^I[v<<7|s];a.halfmove_clock+=1
  else:
   w=e[d]
   if w:a.occupied[k^1].discard(d);i^=I[w<<7|d];a.halfmove_clock=0
   elif h&7==b:a.halfmove_clock=0
   else:a.halfmove_clock+=1
   e[f]=c;l.discard(f);l.add(d);i^=I[h<<7|f]
   if m>=4:h=m-2|h&j
   e[d]=h;i^=I[h<<7|d]
   if h&7==n:a.kings[k]=d
   elif m==Ta:a.en_passant=f+d>>1
   elif m==ga:t=d-L[k];i^=I[e[t]<<7|t];e[t]=c;a.occupied[k^1].discard(t)
  if k==g:a.fullmove+=1
  a.turn=k^1;a.en_passant_key=a._en_passant_key(a.en_passant)if a.en_passant else 0;a.hash=i^a.en_passant_key
 def pop(a):
  l,s,u,v,w,x,y=a.stack.pop();a.history.pop();d=a.cells;e=a.turn^1;k=a.occupied[e];h=l&127;i=l>>7&127;r=l>>14
  if r==R:
   m=h-M(h)
   if i<h:o,p=m+2,m+3
   else:o,p=m+6,m+5
   z,A=d[o],d[p];d[o]=d[p]=c;k.discard(o);k.discard(p);d[h]=z;d[i]=A;k.add(h);k.add(i);a.kings[e]=h
  else:
   q=d[i]
   if r>=4:q=b|q&j
   d[h]=q;d[i]=s;k.discard(i);k.add(h)
   if s:a.occupied[e^1].add(i)
   if q&7==n:a.kings[e]=h
   elif r==ga:t=i-L[e];d[t]=b|(j if e==f else 0);a.occupied[e^1].add(t)
  if e==g:a.fullmove-=1
  a.turn=e;a.castling_rights=u;a.en_passant=v;a.en_passant_key=w;a.halfmove_clock=x;a.hash=y;return l
 def push_null(a):a.stack.append((a.en_passant,a.en_passant_key,a.hash));a.history.append(a.hash);a.hash^=Ca^a.en_passant_key;a.en_passant=0;a.en_passant_key=0;a.turn^=1
 def pop_null(a):a.en_passant,a.en_passant_key,a.hash=a.stack.pop();a.history.pop();a.turn^=1
 def is_attacked(r,e,o):
  d=r.cells;i=j if o==g else 0;s=z|i
  for t in ma:
   if d[e+t]==s:return True
  l=b|i
  if o==f:
   if d[e-9]==l or d[e-11]==l:return True
  elif d[e+9]==l or d[e+11]==l:return True
  p=n|i;q=K|i;m=A|i
  for k in fa:
   h=e+k;a=d[h]
   if a==p:return True
   while a==c:h+=k;a=d[h]
   if a==m or a==q:return True
  m=u|i
  for k in ea:
   h=e+k;a=d[h]
   if a==p:return True
   while a==c:h+=k;a=d[h]
   if a==m or a==q:return True
  return False
 def is_check(a):return a.is_attacked(a.kings[a.turn],a.turn^1)
 def _checks_and_pins(p):
  f=p.cells;l=p.turn;h=p.kings[l];x=ha[l];i=0 if l==g else j;r=K|i;m=0;n=None;s={}
  for y,t in(ea,u|i),(fa,A|i):
   for d in y:
    a=h+d;k=f[a]
    while k==c:a+=d;k=f[a]
    if k==t or k==r:m+=1;n=set(e(h+d,a+d,d))
    elif k in x:
     q=a+d;o=f[q]
     while o==c:q+=d;o=f[q]
     if o==t or o==r:s[a]=d
  B=z|i
  for v in ma:
   if f[h+v]==B:m+=1;n={h+v}
  C=b|i;w=L[l]
  for a in h+w-1,h+w+1:
   if f[a]==C:m+=1;n={a}
  return m,n,s
 def legal_moves(a):return a._generate(False)
 def legal_captures(a):return a._generate(True)
 def _generate(e,m):
  f=e.cells;g=e.turn;o,F,r=e._checks_and_pins();l=[];p=e.kings[g];s=Va[g]
  if o<2:
   w=[];x=L[g];G,H=Gb[g];I,J=Wa[g];K=e.en_passant
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
     k=a+x;B=I<=k<=J
     if f[k]==c:
      if B:
       for v in 4,5,6,7:j(a|k<<7|v<<14)
      elif not m:
       j(a|k<<7);C=k+x
       if G<=a<=H and f[C]==c:j(a|C<<7|Ta<<14)
     for d in k-1,k+1:
      if f[d]in s:
       if B:
        for v in 4,5,6,7:j(a|d<<7|v<<14)
       else:j(a|d<<7)
      elif d==K:w.append(a|d<<7|ga<<14)
    elif q==z:
     for M in ma:
      d=a+M;h=f[d]
      if h in s or h==c and not m:j(a|d<<7)
    else:
     N=ea if q==u else fa if q==A else la
     for t in N:
      d=a+t;h=f[d]
      while h==c:
       if not m:j(a|d<<7)
       d+=t;h=f[d]
      if h in s:j(a|d<<7)
    if y and i:
     if a in r:D=r[a];i=[m for m in i if Bb.get((m>>7&127)-a)in(D,-D)]
     if o:i=[m for m in i if m>>7&127 in F]
     l.extend(i)
   for E in w:
    e.push(E)
    if not e.is_attacked(e.kings[g],g^1):l.append(E)
    e.pop()
   if not o and e.castling_rights and not m:e._castling_moves(l)
  O=f[p];f[p]=c;P=g^1
  for t in la:
   d=p+t;h=f[d]
   if(h in s or h==c and not m)and not e.is_attacked(d,P):l.append(p|d<<7)
  f[p]=O;return l
 def pseudo_legal_captures(i):
  e=i.cells;j=i.turn;k=Va[j];r=L[j];s,t=Wa[j];v=i.en_passant;o=[];g=o.append
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
     elif a==v:g(d|a<<7|ga<<14)
   elif h==z or h==n:
    for p in ma if h==z else la:
     if e[d+p]in k:g(d|d+p<<7)
   else:
    w=ea if h==u else fa if h==A else la
    for q in w:
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
   if g:l.append(e|f<<7|R<<14)
 def uci(f,b,chess960=True):
  a,c,d=b&127,b>>7&127,b>>14
  if d==R and not chess960:c=a-M(a)+(2 if c<a else 6)
  e=na[a]+na[c]
  if d>=4:e+='nbrq'[d-4]
  return e
 def parse_uci(c,a):
  a=a.strip().lower()
  for b in c.legal_moves():
   if c.uci(b)==a or b>>14==R and c.uci(b,chess960=False)==a:return b
 def fits_last_move(k,b):
  d=k.turn^1;l=j if d==g else 0;a=0 if d==f else 7;h=k.cells
  if b in(ka,ta):p,q=(6,5)if b==ka else(2,3);return h[x(p,a)]==n|l and h[x(q,a)]==u|l
  i,e=Aa.get(b[:2]),Aa.get(b[2:4]);m=b[4:]
  if i is None or e is None or i==e:return False
  if m not in(Q,'n','b','r','q')or h[i]in ha[d^1]:return False
  o=h[e]
  if m:return o==z+'nbrq'.index(m)|l and ba(e)==7-a
  if o in ha[d]:return True
  return o==c and ba(i)==ba(e)==a and k.kings[d]in(x(2,a),x(6,a))
 def is_capture(d,a):b=a>>14;return b==ga or b!=R and d.cells[a>>7&127]!=c
 def is_repetition(a):b=a.history[-a.halfmove_clock:]if a.halfmove_clock else[];return b.count(a.hash)>=2
 def has_insufficient_material(i):
  g=i.cells;a=None
  for d in Ab:
   e=g[d];f=e&7
   if e==c or f==n:continue
   if f in(b,u,K):return False
   if a is None:a=d;continue
   h=g[a]
   if(h^e)&j and f==A and h&7==A and Xa(d)==Xa(a):continue
   return False
  return True
 def half_moves_played(a):return 2*(a.fullmove-1)+a.turn
 def outcome(a):
  if not a.legal_moves():return Ib if a.is_check()else Jb
  if a.is_repetition():return Kb
  if a.has_insufficient_material():return Lb
  if a.halfmove_clock>=100:return Mb
  if a.half_moves_played()>=Ob:return Nb
class Qb:
 def __init__(a,b,c,d=None,e=None):a.deadline=b+c;a.nodes=d;a.interrupted=e
 def exhausted(a,b):
  if a.nodes is not None:return b>=a.nodes
  if a.interrupted is not None and a.interrupted():return True
  return time.perf_counter()>=a.deadline
Rb=(t,t,t,t,102,102,94,94,106,106,98,98,102,102,102,114,106,106,106,118,110,110,110,110,114,114,114,114,118,118,118,118),(l,l,l,l,l,H,H,H,l,H,aa,aa,l,H,aa,338,l,H,aa,338,l,H,aa,aa,l,H,H,H,l,l,l,l),(s,s,s,s,s,G,G,G,s,G,Z,Z,s,G,Z,345,s,G,Z,345,s,G,Z,Z,s,G,G,G,s,s,s,s),(h,h,h,N,h,h,h,N,h,h,h,N,h,h,h,N,h,h,h,N,h,h,h,N,500,500,500,506,h,h,h,N),(r,r,r,r,r,F,F,F,r,F,Y,Y,r,F,Y,964,r,F,Y,964,r,F,Y,Y,r,F,F,F,r,r,r,r),(0,0,-15,-15,-25,-25,-40,-40,-50,-50,-65,-65,-y,-y,-t,-t,-y,-y,-t,-t,-y,-y,-t,-t,-y,-y,-t,-t,-y,-y,-t,-t);Sb=(w,w,w,w,w,w,w,w,124,124,124,124,130,130,130,130,142,142,142,142,162,162,162,162,190,190,190,190,w,w,w,w),(q,q,q,q,q,E,E,E,q,E,X,X,q,E,X,l,q,E,X,l,q,E,X,X,q,E,E,E,q,q,q,q),(p,p,p,p,p,D,D,D,p,D,W,W,p,D,W,318,p,D,W,318,p,D,W,W,p,D,D,D,p,p,p,p),(a,a,a,a,a,a,a,a,a,a,a,a,a,a,a,a,a,a,a,a,a,a,a,a,540,540,540,540,a,a,a,a),(o,o,o,o,o,C,C,C,o,C,V,V,o,C,V,950,o,C,V,950,o,C,V,V,o,C,C,C,o,o,o,o),(-k,-k,-k,-k,-k,-8,-8,-8,-k,-8,6,6,-k,-8,6,O,-k,-8,6,O,-k,-8,6,6,-k,-8,-8,-8,-k,-k,-k,-k);Za=0,5,5,d,O,35,60,0;ab=0,d,15,25,45,y,w,0;bb=P;cb=P;db=d;eb=d;fb=25;gb=P;hb=P;ib=6;jb=30;Tb=0,0,1,1,2,4,0;ia=24;S=j|b;Ub=j|u;T=0,100,310,330,500,950,20000
def Vb(file,a):return a*4+min(file,7-file)
U=O;pa=1<<U-1;kb=(1<<U)-1;Da=64;Wb=48;Xb=100000;Yb,lb,mb=0,8,P;nb,ob=16,O
def Zb():
 h=[0]*2048;q=Sa.Random(64)
 for a in e(b,n+1):
  for k in e(8):
   for i in e(8):
    l=Vb(k,i);r=Rb[a-1][l];s=Sb[a-1][l];t=Tb[a]<<Yb
    for c in f,g:
     if a==A:d=(lb,mb)[c]
     elif a==b:d=(nb,ob)[c]
     else:d=None
     v=t+(1<<d if d is not None else 0);m=1 if c==f else-1;o=x(k,i if c==f else 7-i);p=a|(j if c==g else 0);h[p<<7|o]=m*r+(m*s<<U)+(v<<2*U)
     if a in(b,u,n):w=q.getrandbits(Wb);h[p<<7|o]+=w<<Da
 return h
ac=Zb();qa={}
def Ea(b):
 k=b.cells;l=ac;o,p=b.occupied;q=sum([l[k[a]<<7|a]for a in o])+sum([l[k[a]<<7|a]for a in p]);e=q+pa;m=e>>Da;h=qa.get(m)
 if h is None:
  if i(qa)>Xb:qa.clear()
  h=qa[m]=bc(b)
 r,s=h;t=(e&kb)-pa+r;n=(e>>U)+pa;u=(n&kb)-pa+s;c=n>>U&(1<<Da-2*U)-1;d=c&255
 if d>ia:d=ia
 j=t*d+u*(ia-d);a=j//ia if j>=0 else-(-j//ia)
 if c>>lb&15>=2:a+=jb
 if c>>mb&15>=2:a-=jb
 if a>0:
  if not c>>nb&15 and pb(b,f):a//=8
 elif a<0:
  if not c>>ob&15 and pb(b,g):a=-(-a//8)
 return a if b.turn==f else-a
def bc(n):
 i=n.cells;k=[0]*10;l=[0]*10;o=[-1]*10;p=[8]*10;r,s,t,v=[],[],[],[]
 for c in n.occupied[f]:
  q=i[c]
  if q==b:
   r.append(c);a,d=c%10,c//10-2;k[a]+=1
   if d<p[a]:p[a]=d
  elif q==u:t.append(c)
 for c in n.occupied[g]:
  q=i[c]
  if q==S:
   s.append(c);a,d=c%10,c//10-2;l[a]+=1
   if d>o[a]:o[a]=d
  elif q==Ub:v.append(c)
 j=m=0
 for c in r:
  a,d=c%10,c//10-2
  if o[a-1]<=d and o[a]<=d and o[a+1]<=d:j+=Za[d];m+=ab[d]
  if not k[a-1]and not k[a+1]:j-=db;m-=eb
 for c in s:
  a,d=c%10,7-(c//10-2)
  if p[a-1]>=7-d and p[a]>=7-d and p[a+1]>=7-d:j-=Za[d];m-=ab[d]
  if not l[a-1]and not l[a+1]:j+=db;m+=eb
 for a in e(1,9):
  if k[a]>1:j-=bb*(k[a]-1);m-=cb*(k[a]-1)
  if l[a]>1:j+=bb*(l[a]-1);m+=cb*(l[a]-1)
 for c in t:
  a=c%10
  if not k[a]:j+=fb if not l[a]else gb
 for c in v:
  a=c%10
  if not l[a]:j-=fb if not k[a]else gb
 h=n.kings[f]
 if h<41:j+=hb*((i[h+9]==b)+(i[h+10]==b)+(i[h+11]==b))+ib*((i[h+19]==b)+(i[h+20]==b)+(i[h+21]==b))
 h=n.kings[g]
 if h>80:j-=hb*((i[h-9]==S)+(i[h-10]==S)+(i[h-11]==S))+ib*((i[h-19]==S)+(i[h-20]==S)+(i[h-21]==S))
 return j,m
def pb(d,e):
 g=d.cells;a=[0]*7;b=[0]*7
 for h,i in(e,a),(e^1,b):
  for j in d.occupied[h]:i[g[j]&7]+=1
 f=a[u]*5+a[K]*9;k=b[u]*5+b[K]*9;c=a[z]+a[A];l=b[z]+b[A]
 if f==0:return c<=1 or c==2 and a[z]==2
 return f==k and c<=l+1
Fa=100000;ca=Fa-1000;Ga=Fa+1;Ha,qb,rb=0,1,2;ra=64;sb=200000;cc=2;tb=2;Ia=150;ub=0,8,14;dc=3;ec=200;fc=50;hc=16;ic=1<<30;jc=1<<28;vb=1<<27,(1<<27)-1;kc=z,A,u,K
class sa(Ra):0
class Ja:
 def __init__(a,b,c,d,e):a.move=b;a.score=c;a.depth=d;a.nodes=e
class lc:
 def __init__(a,b=10):a.contempt=b;a.table={};a.evaluations={};a.history={};a.killers=[[0,0]for _ in e(ra+1)];a.nodes=0;a.next_poll=0;a.budget=None;a.root_turn=0
 def choose(c,a,d,e=da(),f=ra-1):
  b=[a for a in a.legal_moves()if a not in e]
  if not b:return Ja(None,0,0,0)
  c.make_room(sb);c.start(d,a.turn)
  if i(b)==1:return Ja(b[0],Ea(a),0,0)
  return c.deepen(a,b,f)
 def ponder(a,b,d):
  c=b.legal_moves();a.make_room(sb//2);a.start(d,b.turn^1)
  if c:a.deepen(b,c,ra-1)
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
  except sa as i:
   if i.args:e,f=i.args
  return Ja(e,f,c,a.nodes)
 def poll_after(a,b):
  if a.budget.nodes is not None:return a.budget.nodes
  return b+hc
 def poll(a):
  if a.budget.exhausted(a.nodes):raise sa()
  a.next_poll=a.poll_after(a.nodes)
 def search_root(d,b,g,e):
  a,h=-Ga,Ga;f=g[0]
  for i,j in ja(g):
   b.push(j)
   try:
    if i==0:c=-d.pvs(b,e-1,-h,-a,1,True)
    else:
     c=-d.pvs(b,e-1,-a-1,-a,1,True)
     if c>a:c=-d.pvs(b,e-1,-h,-a,1,True)
   except sa:
    if i>0:raise sa(f,a)
    raise
   finally:b.pop()
   if c>a:a,f=c,j
  d.store(b,e,a,Ha,f,0);return f,a
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
  if g>=ra:return Ea(a)
  m=a.is_check()
  if m:c+=1
  if c<=0:return b.quiesce(a,e,d,g)
  w=e;x=a.hash;r=b.table.get(x);s=0
  if r is not None:
   y,z,n,s=r
   if y>=c and d-e==1:
    f=oc(z,g)
    if n==Ha or n==qb and f>=d or n==rb and f<=e:return f
  A=d-e==1;h=b.evaluate(a)if A and not m and abs(d)<ca else None
  if h is not None:
   if c<=tb and h-Ia*c>=d:return h
   if v and c>=3 and h>=d and mc(a):
    a.push_null()
    try:f=-b.pvs(a,c-1-cc,-d,-d+1,g+1,False)
    finally:a.pop_null()
    if f>=d:return d
  j=-Ga
  if h is not None and c<=tb and h+Ia*c<=e:
   j=h+Ia*c;k=a.legal_captures()
   if not k:return j if a.legal_moves()else b.draw_score(a)
  else:
   k=a.legal_moves()
   if not k:return-Fa+g if m else b.draw_score(a)
  k=b.order(a,k,g,s);t=k[0];B=a.cells;C=ub[c]if h is not None and c<i(ub)else i(k)
  for o,l in ja(k):
   p=not B[l>>7&127]and l>>14<2
   if p and o>C:continue
   a.push(l)
   try:
    if o==0:f=-b.pvs(a,c-1,-d,-e,g+1,True)
    else:
     u=1 if c>=2 and o>=dc and p and not m else 0;f=-b.pvs(a,c-1-u,-e-1,-e,g+1,True)
     if f>e and(u or f<d):f=-b.pvs(a,c-1,-d,-e,g+1,True)
   finally:a.pop()
   if f>j:
    j,t=f,l
    if f>e:
     e=f
     if e>=d:
      if p:b.remember_cutoff(l,c,g)
      break
  if j>=d:q=qb
  elif j>w:q=Ha
  else:q=rb
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
   if f+g+ec<c:continue
   m=k[d&127]&7
   if T[m]>g+fc and a.is_attacked(d>>7&127,a.turn^1):continue
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
  if b is None:b=c.evaluations[a.hash]=Ea(a)
  return b
 def table_move(b,c):a=b.table.get(c.hash);return a[3]if a else 0
 def store(a,b,c,d,e,f,g):a.table[b.hash]=c,nc(d,g),e,f
 def remember_cutoff(c,a,d,e):
  b=c.killers[e]
  if b[0]!=a:b[1]=b[0];b[0]=a
  c.history[a]=c.history.get(a,0)+d*d
 def order(g,i,j,k,l):
  h=i.cells;m,n=g.killers[k];o=g.history;f=[]
  for a in j:
   if a==l:c=ic
   else:
    e=h[a>>7&127];d=a>>14
    if d==3:e=0
    elif d==2:e=b
    if e or d>=4:c=jc+T[e&7]*8+(T[d-2]if d>=4 else 0)-(h[a&127]&7)
    elif a==m:c=vb[0]
    elif a==n:c=vb[1]
    else:c=o.get(a,0)
   f.append((c,a))
  f.sort(reverse=True);return[a for _,a in f]
def mc(a):
 b=a.cells
 for c in a.occupied[a.turn]:
  if b[c]&7 in kc:return True
 return False
def nc(a,b):
 if a>ca:return a+b
 if a<-ca:return a-b
 return a
def oc(a,b):
 if a>ca:return a-b
 if a<-ca:return a+b
 return a
class Ka(Ra):0
class B(Qa):0
pc=ua('Init','color');qc=ua('Turn','last_move my_time opp_time fen');rc=ua('Status','status remaining_time')
class sc:
 def __init__(a,b):a.readline=b;a.line_number=0
 def next_line(a):
  b=a.readline()
  if not b:raise Ka(f'input ended after line {a.line_number}')
  a.line_number+=1
  if b[-1:]not in('\n',b'\n'):raise Ka(f'input ended inside line {a.line_number}')
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
  b=a[1:]if a[:1]==J else a
  if b.isascii()and b.isdigit():return int(a)
  raise c.fail(d,'an integer',a)
 def word(c,a,b,d):
  if not a or i(a)>b or' 'in a:raise c.fail(d,f'a word of at most {b} characters',a)
  return a
 def string(c,a,b,d):
  if i(a)>b:raise c.fail(d,f'at most {b} characters',a)
  return a
 def read_init(a):b=a.word(a.next_line(),5,'color');return pc(b)
 def read_turn(a):b=a.split(a.next_line(),4,'lastMove myTime oppTime fen',True);c=a.word(b[0],5,'lastMove');d=a.to_int(b[1],'myTime');e=a.to_int(b[2],'oppTime');f=a.string(b[3],100,'fen');return qc(c,d,e,f)
 def read_status(a):b=a.split(a.next_line(),2,'status remainingTime');c=a.word(b[0],1,'status');d=a.to_int(b[1],'remainingTime');return rc(c,d)
tc=d;uc=30;vc=.5;wc=.5;La='white','black'
def xc(b,c):a=os.environ.get('ARENA_NODES');d=max(wc,c)/tc;e=min(vc,d/uc);return Qb(b,e,int(a)if a else None)
def yc(b,a):
 if a>>14==R:return ka if a>>7&127>a&127 else ta
 return b.uci(a)[:4]
def zc(a):
 if a>>14>=4:return a&16383|xb[K]<<14
 return a
class Ac:
 def __init__(a,b):a.history=[];a.searcher=b;a.board=None;a.tried=set();a.last_answer=None;a.started=0.;a.clock=0
 def position(a,b,c):a.clock=c;a.board=b;a.board.history=list(a.history);a.tried=set();return a.answer()
 def answer(a):
  c=a.board;d={a for a in c.legal_moves()if 4<=a>>14<7};e=xc(a.started,a.clock);b=a.searcher.choose(c,e,a.tried|d).move
  if b is None:return
  b=zc(b);a.tried.add(b);a.last_answer=b;return yc(c,b)
 def accepted(a):
  if a.last_answer is None:return
  a.board.push(a.last_answer);a.history=a.board.history+[a.board.hash];a.last_answer=None
class Bc:
 def __init__(a,b):a.readline=b;a.ahead=None
 def __call__(a):b=a.peek();a.ahead=None;return b
 def peek(a):
  if a.ahead is None:a.ahead=a.readline()
  return a.ahead
 def status_next(a):return i(a.peek().split())==2
class Cc:
 def __init__(a,b,c,d):a.reader=b;a.lines=c;a.player=d;a.colour=None;a.answered=None;a.in_step=True
 def lose_step(a,b):print(f'judge_chess: {b}; waiting for a position',file=sys.stderr);a.in_step=False;a.answered=None
 def ignore(a,b):
  if a.in_step:print(f'judge_chess: {b}; ignored',file=sys.stderr)
 def read_colour(a):
  try:
   b=a.reader.read_init().color
   if b not in La:raise B(f'input line 1: color: expected white or black, got {b!r}')
   a.colour=La.index(b)
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
  try:b=Pb(d.fen)
  except v as h:raise B(f'input line {a}: fen: {h}')from None
  if e.colour is not None and b.turn!=e.colour:raise B(f'input line {a}: fen: {g[1]} to move, but this bot plays {La[e.colour]}')
  c=d.last_move
  if c=='NONE':
   if b.turn!=f or b.fullmove!=1:raise B(f'input line {a}: lastMove: NONE after move 1')
  elif not((i(c)==4 or c in(ka,ta))and b.fits_last_move(c)):raise B(f'input line {a}: lastMove: {c!r} cannot have led to the position')
  return b
 def play(a,b):
  if b is None:print(f'judge_chess: no move left to try in {a.player.board.fen()}',file=sys.stderr);a.answered=None;return
  print(b,flush=True)
def Dc(c=lc):
 a=Bc(sys.stdin.buffer.readline);b=Cc(sc(a),a,Ac(c()))
 try:
  gc.disable();b.read_colour()
  while True:b.step()
 except Ka:return
Dc()
