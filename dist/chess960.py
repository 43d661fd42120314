# chess960: built by arena-bundler from 12 modules; do not edit, rebuild with `python -m bundler build`
# modules: sources sources.chess960 sources.chesscore sources.chesscore.tables sources.chesscore.board sources.chesscore.budget sources.chesscore.evaluation sources.chesscore.search sources.readers sources.readers.chess960 sources.chess960.protocol sources.chess960.__main__
# inputs sha256: b3b72bb7cd16d11e
a=4504698821279417;b=282574806057287;c=1099796840750;d=4399023784891;e=4397069237317;f=0xffeefffed2;l=4504698816036531;m=282574811300173;n=1099807326522;o=4399030076350;p=4397062945858;q=0xffee5ffec6;x=4504698810793645;y=282574816543059;z=1099817812294;A=4399036367809;B=4397056654399;C=0xffedbffeba;j=range;ea=4504698805550759;fa=282574821785945;ga=1099828298066;ha=4399042659268;ia=4397050362940;ja=0xffed1ffeae;W=frozenset;t=len;X=enumerate;i=10;ua='lastmove';va='castling';Ma='en_passant_file';u=11;I='-';Na='black_to_move';Oa='piece_square';O=str;P=int;Pa=ValueError;Qa=Exception;J='';Q=12;from collections import namedtuple as Ra;import gc,os,sys,time,random;r,k=0,1;g=0;h,F,G,D,R,v=1,2,3,4,5,6;s=8;ub=16;wa,xa,ya,za=i,-i,1,-1;Y=xa,wa,za,ya;Z=xa+za,wa+za,xa+ya,wa+ya;ka=Z+Y;la=-21,-19,-Q,-8,8,Q,19,21;rc,Sa,aa,S=0,1,2,3;Ta='.PNBRQK..pnbrqk';ma='abcdefgh'
def E(file,a):return 21+file+10*a
def vb():return{E(f,r):ma[f]+O(r+1)for f in j(8)for r in j(8)}
def wb(c):
 a=random.Random(c);b=[0]*2048
 for d in list(j(h,v+1))+list(j(s+h,s+v+1)):
  for e in vb():b[d<<7|e]=a.getrandbits(64)
 return{Oa:b,va:[0]+[a.getrandbits(64)for _ in j(15)],Ma:[a.getrandbits(64)for _ in j(8)],Na:a.getrandbits(64)}
na={21:'a1',31:'a2',41:'a3',51:'a4',61:'a5',71:'a6',81:'a7',91:'a8',22:'b1',32:'b2',42:'b3',52:'b4',62:'b5',72:'b6',82:'b7',92:'b8',23:'c1',33:'c2',43:'c3',53:'c4',63:'c5',73:'c6',83:'c7',93:'c8',24:'d1',34:'d2',44:'d3',54:'d4',64:'d5',74:'d6',84:'d7',94:'d8',25:'e1',35:'e2',45:'e3',55:'e4',65:'e5',75:'e6',85:'e7',95:'e8',26:'f1',36:'f2',46:'f3',56:'f4',66:'f5',76:'f6',86:'f7',96:'f8',27:'g1',37:'g2',47:'g3',57:'g4',67:'g5',77:'g6',87:'g7',97:'g8',28:'h1',38:'h2',48:'h3',58:'h4',68:'h5',78:'h6',88:'h7',98:'h8'};Aa={b:a for a,b in na.items()};xb=tuple(b'\x15\x1f)3=GQ[\x16 *4>HR\\\x17!+5?IS]\x18",6@JT^\x19#-7AKU_\x1a$.8BLV`\x1b%/9CMWa\x1c&0:DNXb');yb={-u:-u,-22:-u,-33:-u,-44:-u,-55:-u,-66:-u,-77:-u,9:9,18:9,27:9,36:9,45:9,54:9,63:9,-9:-9,-18:-9,-27:-9,-36:-9,-45:-9,-54:-9,-63:-9,u:u,22:u,33:u,44:u,55:u,66:u,77:u,-i:-i,-20:-i,-30:-i,-40:-i,-50:-i,-60:-i,-70:-i,i:i,20:i,30:i,40:i,50:i,60:i,70:i,-1:-1,-2:-1,-3:-1,-4:-1,-5:-1,-6:-1,-7:-1,1:1,2:1,3:1,4:1,5:1,6:1,7:1};oa=wb(960);H=oa[Oa];Ba=oa[va];zb=oa[Ma];Ca=oa[Na];Ab='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';ba=W(j(h,v+1)),W(j(s+h,s+v+1));Bb=W('PNBRQKpnbrqk');Cb=W('KQkqABCDEFGHabcdefgh');Ua=ba[k]-{s+v},ba[r]-{v};K=i,-i;Db=(31,38),(81,88);Va=(91,98),(21,28);Eb=15;Fb='checkmate';Gb='stalemate';Hb='threefold repetition';Ib='insufficient material';Jb='fifty-move rule';Kb='move limit';Lb=250
def T(a):return a//10-2
def L(a):return a%10-1
def Wa(a):return(L(a)+T(a))%2==0
class w(Pa):0
def Xa(c,d,e,b):
 if t(c)<=d:return b
 a=c[d]
 if not(a.isascii()and a.isdigit())or P(a)<b:raise w(f'{e} must be a whole number from {b}, got {a!r}')
 return P(a)
class Da:
 def __init__(a,b=Ab):a.set_fen(b)
 def set_fen(a,e):
  b=e.split()
  if not 2<=t(b)<=6:raise w(f'expected 6 fields, got {t(b)}')
  f,d=b[0],b[1];c=b[2]if t(b)>2 else I;g=b[3]if t(b)>3 else I
  if d not in('w','b'):raise w(f'side to move must be w or b, got {d!r}')
  if c!=I and not set(c)<=Cb:raise w(f'castling must be - or KQkq or rook files, got {c!r}')
  a.halfmove_clock=Xa(b,4,'halfmove clock',0);a.fullmove=Xa(b,5,'fullmove number',1);a._place(f);a.turn=r if d=='w'else k;a._parse_castling(c);a.en_passant=a._en_passant_target(g)
  if a.is_attacked(a.kings[a.turn^1],a.turn):raise w('the side to move can capture the king')
  a.stack=[];a.history=[];a.hash=a._compute_hash()
 def _place(f,p):
  m=p.split('/')
  if t(m)!=8:raise w(f'expected 8 ranks, got {t(m)}')
  n=[ub]*120;f.occupied=[set(),set()];d=[[],[]]
  for q,i in X(m):
   a=7-q;b=0
   for c in i:
    if c in'12345678':
     if b+P(c)>8:raise w(f'rank {a+1} has more than 8 files: {i!r}')
     for _ in j(P(c)):n[E(b,a)]=g;b+=1
     continue
    if c not in Bb:raise w(f'unknown piece {c!r} on rank {a+1}')
    if b==8:raise w(f'rank {a+1} has more than 8 files: {i!r}')
    l=Ta.index(c)
    if l&7==h and a in(0,7):raise w(f'a pawn on rank {a+1}')
    o=E(b,a);n[o]=l;e=k if l&s else r;f.occupied[e].add(o)
    if l&7==v:d[e].append(o)
    b+=1
   if b!=8:raise w(f'rank {a+1} has {b} files: {i!r}')
  for e,u in(r,'white'),(k,'black'):
   if t(d[e])!=1:raise w(f'{t(d[e])} {u} kings')
  f.cells=n;f.kings=[d[r][0],d[k][0]]
 def _en_passant_target(b,d):
  if d==I:return 0
  c=b.turn^1;a=Aa.get(d)
  if a is None or T(a)!=(2 if c==r else 5)or b.cells[a]!=g or b.cells[a-K[c]]!=g or b.cells[a+K[c]]!=h|(s if c==k else 0):raise w(f'no pawn can just have skipped the en-passant square {d!r}')
  return a
 def _parse_castling(a,q):
  a.castling_rooks=[0,0,0,0];l=0
  for m in q.replace(I,J):
   b=r if m.isupper()else k;d=0 if b==r else 7;f=L(a.kings[b]);g=D|(s if b==k else 0);h=m.lower()
   if h=='k':e=[f for f in j(f+1,8)if a.cells[E(f,d)]==g];c=e[-1]if e else None
   elif h=='q':e=[f for f in j(f)if a.cells[E(f,d)]==g];c=e[0]if e else None
   else:c=ma.index(h)
   if c is None or T(a.kings[b])!=d or a.cells[E(c,d)]!=g:continue
   n=(1 if c<f else 2)<<2*b;a.castling_rooks[n.bit_length()-1]=E(c,d);l|=n
  a.castling_rights=l;i=[Eb]*120
  for o,p in X(a.castling_rooks):
   if p:i[p]&=~(1<<o);b=o//2;i[a.kings[b]]&=~(3<<2*b)
  a.rights_mask=i;a.castling_paths=[a._castling_path(b)for b in j(4)]
 def _castling_path(f,e):
  a=f.castling_rooks[e]
  if not a:return
  b=f.kings[e//2];d=a-L(a);c,g=(d+6,d+5)if e&1 else(d+2,d+3);h=b,a,c,g;k=tuple(c for c in j(min(h),max(h)+1)if c!=b and c!=a);i=1 if c>=b else-1;l=tuple(j(b+i,c,i))if c!=b else();return k,l,c,a,g
 def _compute_hash(a):
  b=Ba[a.castling_rights]
  for d in r,k:
   for c in a.occupied[d]:b^=H[a.cells[c]<<7|c]
  if a.turn==k:b^=Ca
  a.en_passant_key=a._en_passant_key(a.en_passant);return b^a.en_passant_key
 def _en_passant_key(a,b):
  if not b:return 0
  c=b+K[a.turn^1];d=h|(s if a.turn==k else 0);e=a.cells
  if e[c-1]==d or e[c+1]==d:return zb[L(b)]
  return 0
 def fen(a,f=True):
  d=[]
  for h in j(7,-1,-1):
   c,b=J,0
   for i in j(8):
    e=a.cells[E(i,h)]
    if e==g:b+=1;continue
    if b:c,b=c+O(b),0
    c+=Ta[e]
   d.append(c+(O(b)if b else J))
  return' '.join(('/'.join(d),'wb'[a.turn],a.castling_field(f),na[a.en_passant]if a.en_passant else I,O(a.halfmove_clock),O(a.fullmove)))
 def castling_field(b,f=True):
  d=J
  for a in r,k:
   e=[b.castling_rooks[a]for a in(2*a,2*a+1)if b.castling_rights>>a&1]
   if f:c=J.join(ma[L(a)]for a in sorted(e))
   else:c=J.join('q'if c<b.kings[a]else'k'for c in sorted(e,reverse=True))
   d+=c.upper()if a==r else c
  return d or I
 def push(a,n):
  c=a.cells;i=a.turn;d=n&127;b=n>>7&127;l=n>>14;e=c[d];j=a.occupied[i];f=a.hash;a.stack.append((n,c[b],a.castling_rights,a.en_passant,a.en_passant_key,a.halfmove_clock,f));a.history.append(f);f^=Ca^a.en_passant_key;o=a.castling_rights
  if o:
   t=o&a.rights_mask[d]&a.rights_mask[b]
   if t!=o:f^=Ba[o]^Ba[t];a.castling_rights=t
  a.en_passant=0
  if l==S:
   p=d-L(d)
   if b<d:m,q=p+2,p+3
   else:m,q=p+6,p+5
   u=c[b];c[d]=c[b]=g;j.discard(d);j.discard(b);c[m]=e;c[q]=u;j.add(m);j.add(q);a.kings[i]=m;f^=H[e<<7|d]^H[e<<7|m]^H[u<<7|b]^H[u<<7|q];a.halfmove_clock+=1
  else:
   w=c[b]
   if w:a.occupied[i^1].discard(b);f^=H[w<<7|b];a.halfmove_clock=0
   elif e&7==h:a.halfmove_clock=0
   else:a.halfmove_clock+=1
   c[d]=g;j.discard(d);j.add(b);f^=H[e<<7|d]
   if l>=4:e=l-2|e&s
   c[b]=e;f^=H[e<<7|b]
   if e&7==v:a.kings[i]=b
   elif l==Sa:a.en_passant=d+b>>1
   elif l==aa:r=b-K[i];f^=H[c[r]<<7|r];c[r]=g;a.occupied[i^1].discard(r)
  if i==k:a.fullmove+=1
  a.turn=i^1;a.en_passant_key=a._en_passant_key(a.en_passant)if a.en_passant else 0;a.hash=f^a.en_passant_key
 def pop(a):
  i,p,t,u,w,x,y=a.stack.pop();a.history.pop();b=a.cells;c=a.turn^1;f=a.occupied[c];d=i&127;e=i>>7&127;o=i>>14
  if o==S:
   j=d-L(d)
   if e<d:l,m=j+2,j+3
   else:l,m=j+6,j+5
   z,A=b[l],b[m];b[l]=b[m]=g;f.discard(l);f.discard(m);b[d]=z;b[e]=A;f.add(d);f.add(e);a.kings[c]=d
  else:
   n=b[e]
   if o>=4:n=h|n&s
   b[d]=n;b[e]=p;f.discard(e);f.add(d)
   if p:a.occupied[c^1].add(e)
   if n&7==v:a.kings[c]=d
   elif o==aa:q=e-K[c];b[q]=h|(s if c==r else 0);a.occupied[c^1].add(q)
  if c==k:a.fullmove-=1
  a.turn=c;a.castling_rights=t;a.en_passant=u;a.en_passant_key=w;a.halfmove_clock=x;a.hash=y;return i
 def push_null(a):a.stack.append((a.en_passant,a.en_passant_key,a.hash));a.history.append(a.hash);a.hash^=Ca^a.en_passant_key;a.en_passant=0;a.en_passant_key=0;a.turn^=1
 def pop_null(a):a.en_passant,a.en_passant_key,a.hash=a.stack.pop();a.history.pop();a.turn^=1
 def is_attacked(o,c,l):
  b=o.cells;e=s if l==k else 0;p=F|e
  for q in la:
   if b[c+q]==p:return True
  i=h|e
  if l==r:
   if b[c-9]==i or b[c-11]==i:return True
  elif b[c+9]==i or b[c+11]==i:return True
  m=v|e;n=R|e;j=G|e
  for f in Z:
   d=c+f;a=b[d]
   if a==m:return True
   while a==g:d+=f;a=b[d]
   if a==j or a==n:return True
  j=D|e
  for f in Y:
   d=c+f;a=b[d]
   if a==m:return True
   while a==g:d+=f;a=b[d]
   if a==j or a==n:return True
  return False
 def is_check(a):return a.is_attacked(a.kings[a.turn],a.turn^1)
 def _checks_and_pins(o):
  c=o.cells;i=o.turn;d=o.kings[i];w=ba[i];e=0 if i==k else s;q=R|e;l=0;m=None;r={}
  for x,t in(Y,D|e),(Z,G|e):
   for b in x:
    a=d+b;f=c[a]
    while f==g:a+=b;f=c[a]
    if f==t or f==q:l+=1;m=set(j(d+b,a+b,b))
    elif f in w:
     p=a+b;n=c[p]
     while n==g:p+=b;n=c[p]
     if n==t or n==q:r[a]=b
  y=F|e
  for u in la:
   if c[d+u]==y:l+=1;m={d+u}
  z=h|e;v=K[i]
  for a in d+v-1,d+v+1:
   if c[a]==z:l+=1;m={a}
  return l,m,r
 def legal_moves(a):return a._generate(False)
 def legal_captures(a):return a._generate(True)
 def _generate(c,m):
  d=c.cells;e=c.turn;n,C,q=c._checks_and_pins();l=[];o=c.kings[e];r=Ua[e]
  if n<2:
   u=[];w=K[e];E,H=Db[e];I,J=Va[e];L=c.en_passant
   for a in c.occupied[e]:
    p=d[a]&7
    if p==v:continue
    x=n or a in q
    if x:
     if n and a in q:continue
     i=[]
    else:i=l
    j=i.append
    if p==h:
     k=a+w;y=I<=k<=J
     if d[k]==g:
      if y:
       for t in 4,5,6,7:j(a|k<<7|t<<14)
      elif not m:
       j(a|k<<7);z=k+w
       if E<=a<=H and d[z]==g:j(a|z<<7|Sa<<14)
     for b in k-1,k+1:
      if d[b]in r:
       if y:
        for t in 4,5,6,7:j(a|b<<7|t<<14)
       else:j(a|b<<7)
      elif b==L:u.append(a|b<<7|aa<<14)
    elif p==F:
     for M in la:
      b=a+M;f=d[b]
      if f in r or f==g and not m:j(a|b<<7)
    else:
     N=Y if p==D else Z if p==G else ka
     for s in N:
      b=a+s;f=d[b]
      while f==g:
       if not m:j(a|b<<7)
       b+=s;f=d[b]
      if f in r:j(a|b<<7)
    if x and i:
     if a in q:A=q[a];i=[m for m in i if yb.get((m>>7&127)-a)in(A,-A)]
     if n:i=[m for m in i if m>>7&127 in C]
     l.extend(i)
   for B in u:
    c.push(B)
    if not c.is_attacked(c.kings[e],e^1):l.append(B)
    c.pop()
   if not n and c.castling_rights and not m:c._castling_moves(l)
  O=d[o];d[o]=g;P=e^1
  for s in ka:
   b=o+s;f=d[b]
   if(f in r or f==g and not m)and not c.is_attacked(b,P):l.append(o|b<<7)
  d[o]=O;return l
 def pseudo_legal_captures(i):
  c=i.cells;j=i.turn;k=Ua[j];q=K[j];r,s=Va[j];t=i.en_passant;n=[];e=n.append
  for b in i.occupied[j]:
   f=c[b]&7
   if f==h:
    d=b+q
    if r<=d<=s:
     if c[d]==g:
      for l in 4,5,6,7:e(b|d<<7|l<<14)
     for a in d-1,d+1:
      if c[a]in k:
       for l in 4,5,6,7:e(b|a<<7|l<<14)
     continue
    for a in d-1,d+1:
     if c[a]in k:e(b|a<<7)
     elif a==t:e(b|a<<7|aa<<14)
   elif f==F or f==v:
    for o in la if f==F else ka:
     if c[b+o]in k:e(b|b+o<<7)
   else:
    u=Y if f==D else Z if f==G else ka
    for p in u:
     a=b+p;m=c[a]
     while m==g:a+=p;m=c[a]
     if m in k:e(b|a<<7)
  return n
 def leaves_king_safe(a):b=a.turn^1;return not a.is_attacked(a.kings[b],a.turn)
 def _castling_moves(b,l):
  a=b.cells;c=b.turn;d=b.kings[c];h=c^1
  for i in 2*c,2*c+1:
   if not b.castling_rights>>i&1:continue
   m,n,o,e,j=b.castling_paths[i]
   if any(a[b]for b in m):continue
   p,k=a[d],a[e];a[d]=g;f=True
   for q in n:
    if b.is_attacked(q,h):f=False;break
   if f:a[e]=g;a[j]=k;f=not b.is_attacked(o,h);a[j]=g;a[e]=k
   a[d]=p
   if f:l.append(d|e<<7|S<<14)
 def uci(f,b,chess960=True):
  a,c,d=b&127,b>>7&127,b>>14
  if d==S and not chess960:c=a-L(a)+(2 if c<a else 6)
  e=na[a]+na[c]
  if d>=4:e+='nbrq'[d-4]
  return e
 def parse_uci(c,a):
  a=a.strip().lower()
  for b in c.legal_moves():
   if c.uci(b)==a or b>>14==S and c.uci(b,chess960=False)==a:return b
 def fits_last_move(h,b):
  c=h.turn^1;i=s if c==k else 0;a=0 if c==r else 7;e=h.cells
  if b in('O-O','O-O-O'):m,n=(6,5)if b=='O-O'else(2,3);return e[E(m,a)]==v|i and e[E(n,a)]==D|i
  f,d=Aa.get(b[:2]),Aa.get(b[2:4]);j=b[4:]
  if f is None or d is None or f==d:return False
  if j not in(J,'n','b','r','q')or e[f]in ba[c^1]:return False
  l=e[d]
  if j:return l==F+'nbrq'.index(j)|i and T(d)==7-a
  if l in ba[c]:return True
  return l==g and T(f)==T(d)==a and h.kings[c]in(E(2,a),E(6,a))
 def is_capture(c,a):b=a>>14;return b==aa or b!=S and c.cells[a>>7&127]!=g
 def is_repetition(a):b=a.history[-a.halfmove_clock:]if a.halfmove_clock else[];return b.count(a.hash)>=2
 def has_insufficient_material(i):
  e=i.cells;a=None
  for b in xb:
   c=e[b];d=c&7
   if c==g or d==v:continue
   if d in(h,D,R):return False
   if a is None:a=b;continue
   f=e[a]
   if(f^c)&s and d==G and f&7==G and Wa(b)==Wa(a):continue
   return False
  return True
 def half_moves_played(a):return 2*(a.fullmove-1)+a.turn
 def outcome(a):
  if not a.legal_moves():return Fb if a.is_check()else Gb
  if a.is_repetition():return Hb
  if a.has_insufficient_material():return Ib
  if a.halfmove_clock>=100:return Jb
  if a.half_moves_played()>=Lb:return Kb
def Ya(a):b=J.join(ma[f]for f in j(8)if a[f]=='R');c=b.upper()+b;return f'{a.lower()}/pppppppp/8/8/8/8/PPPPPPPP/{a} w {c} - 0 1'
class Za:
 def __init__(a,b,c,d=None):a.deadline=b+c;a.nodes=d
 def exhausted(a,b):
  if a.nodes is not None:return b>=a.nodes
  return time.perf_counter()>=a.deadline
ca=24;ab=30;bb=0,5,5,i,20,35,60,0;cb=0,i,15,25,45,75,120,0;pa=Q;qa=i;db=25;eb=Q;fb=Q;gb=6;M=s|h;Mb=s|D;N=0,100,310,330,500,950,20000;da=20;ra=1<<da-1;hb=(1<<da)-1;ib=64;Nb=100000;sc,Ob,Pb=0,8,Q;Qb,Rb=16,20;Sb=[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0x1ff679e58218010000000780005a,0x6726156b2102010000000780005a,0xbf534e98ce51010000000780005a,0x39074c73ba7e010000000780005a,0x1ebf1c6a7af7010000000780005a,0x2475d7af7c99010000000780005a,0x61d62bed0ff3010000000780005a,0x18bc7cfe8d57010000000780005a,0,0,0x89416769fc6f0100000007800066,0xed7a015e2d1d0100000007800066,0x84e87c998555010000000780005e,0xad3991b89fb7010000000780005e,0xd6300e6055c0010000000780005e,0xc21efb403efe010000000780005e,0x877bc443ba5c0100000007800066,0xa981c88bcd340100000007800066,0,0,0x3419045063500100000007c0006a,0x96311afc52d20100000007c0006a,0x3b2f006b8c4f0100000007c00062,0xdf86f65b1b940100000007c00062,0xf63c5545e9850100000007c00062,0x804f1bfe4df40100000007c00062,0x476479f92b5f0100000007c0006a,0xe2cb05b1afe10100000007c0006a,0,0,0xe9a6b440d80f0100000008200066,0x439596c0e9210100000008200066,0x383b36a76b2a0100000008200066,0xf474f2e132ea0100000008200072,0x6c47d5495bfe0100000008200072,0x81479f9218120100000008200066,0x51141531fa6f0100000008200066,0xbf1a9ae9c00b0100000008200066,0,0,0xc3b8cd9857680100000008e0006a,0x16bd325d62f50100000008e0006a,0x379f47dfe4200100000008e0006a,0x6c974203e92f0100000008e00076,0xb58791a55cb0100000008e00076,0xd079640a2ab60100000008e0006a,0x6cc8067fed820100000008e0006a,0x1fbc991c10d10100000008e0006a,0,0,0xc737d1c5554e010000000a20006e,0x7558c509bba6010000000a20006e,0xcbbed4562702010000000a20006e,0xb57b4cf2042a010000000a20006e,0xb0d4515106b5010000000a20006e,0x535322eca887010000000a20006e,0xbf315c9586ee010000000a20006e,0x62681d6946aa010000000a20006e,0,0,0x146e25be0914010000000be00072,0x4bbd36b8ce19010000000be00072,0xf061ce6e3826010000000be00072,0x27c3461890d3010000000be00072,0xdba09907322010000000be00072,0x258add90902010000000be00072,0x1fa7c0e9047f010000000be00072,0x272fbc92d5f9010000000be00072,0,0,0x32c170a6383e0100000007800076,0x6d488cb7c2ec0100000007800076,0x1c81db6941490100000007800076,0xb654c4de02d0100000007800076,0x5018890e82020100000007800076,0xa2fea8c77f260100000007800076,0x5c3bfaa89dc00100000007800076,0xe03559b50bb40100000007800076,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,c,c,c,c,c,c,c,c,0,0,c,n,n,n,n,n,n,c,0,0,c,n,z,z,z,z,n,c,0,0,c,n,z,ga,ga,z,n,c,0,0,c,n,z,ga,ga,z,n,c,0,0,c,n,z,z,z,z,n,c,0,0,c,n,n,n,n,n,n,c,0,0,c,c,c,c,c,c,c,c,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,b,b,b,b,b,b,b,b,0,0,b,m,m,m,m,m,m,b,0,0,b,m,y,y,y,y,m,b,0,0,b,m,y,fa,fa,y,m,b,0,0,b,m,y,fa,fa,y,m,b,0,0,b,m,y,y,y,y,m,b,0,0,b,m,m,m,m,m,m,b,0,0,b,b,b,b,b,b,b,b,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0xa8853540fdd000000200212001e0,0xbeb0e54d637b00000200212001e0,0xa703a3019ec700000200212001e0,0x619b401771cd00000200212001e6,0x21e50266940c00000200212001e6,0xaa823eeb9ea100000200212001e0,0xbbe8876ca72200000200212001e0,0x7b5d93d76ba400000200212001e0,0,0,0xffc7399c5bd400000200212001e0,0xfcd374c2039c00000200212001e0,0xe4e0a7ca399900000200212001e0,0x2b1bb6ec46ad00000200212001e6,0x6e2d35349f8200000200212001e6,0x8010e810eee300000200212001e0,0x1813501d2b1400000200212001e0,0xb4ac7dbb38d000000200212001e0,0,0,0x62d0d253a26e00000200212001e0,0x234d548ad92b00000200212001e0,0x8bf04a30c8cb00000200212001e0,0x751712a2e10e00000200212001e6,0x97f762e4a77300000200212001e6,0xd53a8380dd6400000200212001e0,0x8d319fe764bd00000200212001e0,0xb361041d75a600000200212001e0,0,0,0x87c8349b9e8200000200212001e0,0x565535206e7100000200212001e0,0xec4c47b96e4900000200212001e0,0x8dfa09a5430100000200212001e6,0x106e70cfa70a00000200212001e6,0xee162a8d944900000200212001e0,0x90d4741c316000000200212001e0,0xc5575f0e1c4000000200212001e0,0,0,0x1a5e9fd1f4a00000200212001e0,0xdadfcba7351100000200212001e0,0x3fbfb64e82e00000200212001e0,0x25f58e50031900000200212001e6,0x5371f88ad45400000200212001e6,0x4e7c0ead3d7e00000200212001e0,0x5d62213bf49300000200212001e0,0xee71209eaefe00000200212001e0,0,0,0x69f54fd8b59d00000200212001e0,0x7c082c012d4600000200212001e0,0x47626bda6b5400000200212001e0,0xc35276c1b3be00000200212001e6,0xfa8a2534194800000200212001e6,0x60e80f862fd000000200212001e0,0x89799a0b7b5b00000200212001e0,0x297af7d1894b00000200212001e0,0,0,0x697789900080000020021c001f4,0xd0eb2fbd45ef0000020021c001f4,0x846dee3a40bb0000020021c001f4,0x5eda067f144a0000020021c001fa,0xa78deca0a9df0000020021c001fa,0xf542475428900000020021c001f4,0xd10f13d1c6940000020021c001f4,0x3d4bced1a3420000020021c001f4,0,0,0xe486837f2f7b00000200212001e0,0xae95977bbc4500000200212001e0,0xf89c40db19600000200212001e0,0x4657bcccd57300000200212001e6,0x62223b96b58600000200212001e6,0x7b4f2efa7e5700000200212001e0,0x16f400e8a8d200000200212001e0,0x3a67efa1199b00000200212001e0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,d,d,d,d,d,d,d,d,0,0,d,o,o,o,o,o,o,d,0,0,d,o,A,A,A,A,o,d,0,0,d,o,A,ha,ha,A,o,d,0,0,d,o,A,ha,ha,A,o,d,0,0,d,o,A,A,A,A,o,d,0,0,d,o,o,o,o,o,o,d,0,0,d,d,d,d,d,d,d,d,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0x2277e3ee1c3afffffffffea00000,0x9eeb79724fdcfffffffffea00000,0x3cc8a47faf52fffffffffe9ffff1,0x4202bfdc83b9fffffffffe9ffff1,0x9f77707c9a68fffffffffe9ffff1,0xc31970becceefffffffffe9ffff1,0xe088e27b911fffffffffea00000,0x5591542a9baafffffffffea00000,0,0,0x16cf9f07ffa9fffffffffe9fffe7,0x3b8a6635d0b1ffffffffff7fffe7,0xaa127ce2497cffffffffff7fffd8,0x64ab25ad1295ffffffffff7fffd8,0xe467c3f5fd74ffffffffff7fffd8,0x9508d169e6ffffffffffff7fffd8,0x6f5f298baeacffffffffff7fffe7,0xb8032b495096fffffffffe9fffe7,0,0,0xae7437bb816cfffffffffe9fffce,0xc0790b35b1f2ffffffffff7fffce,0x4d95f98b3a8300000000005fffbf,0x6b8bc6c9e0c200000000005fffbf,0x1cbf3fd214ae00000000005fffbf,0x742dbc24733400000000005fffbf,0x3ccc469c8084ffffffffff7fffce,0x80daff6ffe6efffffffffe9fffce,0,0,0x9b5a6cd36dbdfffffffffe9fffb5,0xda3f76241633ffffffffff7fffb5,0xccb06eb3016f00000000005fffa6,0x9b1b8591600b00000000013fffa6,0x2654c0803e4800000000013fffa6,0x7114ffadb81400000000005fffa6,0x22997c10f18effffffffff7fffb5,0x52b6a6939bb5fffffffffe9fffb5,0,0,0xff8712bece9afffffffffe9fffb5,0xd3f106b8d688ffffffffff7fffb5,0x773cad024acc00000000005fffa6,0xe25246bd5f4300000000013fffa6,0x8719c4971af100000000013fffa6,0x7128ec10cda300000000005fffa6,0xc5c0bc04c5f0ffffffffff7fffb5,0x20b56192ad25fffffffffe9fffb5,0,0,0x70d261e1a773fffffffffe9fffb5,0x228e21224ff1ffffffffff7fffb5,0xd499776aaebb00000000005fffa6,0xd386f49bedfa00000000005fffa6,0x4abcd73ff3a00000000005fffa6,0xcb70fd33f3900000000005fffa6,0xd71388231135ffffffffff7fffb5,0xd2896f66c74bfffffffffe9fffb5,0,0,0xe75c87ff068afffffffffe9fffb5,0x27937987199effffffffff7fffb5,0x1e0549f06c4dffffffffff7fffa6,0x148aef5841efffffffffff7fffa6,0x4a6b9e45b6f3ffffffffff7fffa6,0xa9130478f404ffffffffff7fffa6,0x7053af24e201ffffffffff7fffb5,0x41837302bec0fffffffffe9fffb5,0,0,0x338b7b724b9dfffffffffe9fffb5,0xf31c0e6b2791fffffffffe9fffb5,0x60b72438b00efffffffffe9fffa6,0x5c93d2793691fffffffffe9fffa6,0xe241987b5dcefffffffffe9fffa6,0x6fadc489c256fffffffffe9fffa6,0x8fcb681a5615fffffffffe9fffb5,0x9a85835d18e3fffffffffe9fffb5,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0x64cb8a65eba0ffffffff87fff8a,0x825b5bdba1fd0ffffffff87fff8a,0x280be30c51780ffffffff87fff8a,0xd96208c25120ffffffff87fff8a,0xdc7bac0b42b60ffffffff87fff8a,0xc4b79d2a6bdd0ffffffff87fff8a,0xbd9bfb24e89d0ffffffff87fff8a,0x1f04907cbedf0ffffffff87fff8a,0,0,0x6aafdc80372e0ffffffff41fff8e,0x2325be0d6c870ffffffff41fff8e,0xdff74d94d8e60ffffffff41fff8e,0x2df2d3aa38b90ffffffff41fff8e,0xb013bf2a31db0ffffffff41fff8e,0x4f7fee0788f40ffffffff41fff8e,0xa4ef786845130ffffffff41fff8e,0x4b4bd5534dd90ffffffff41fff8e,0,0,0xf999a728f8400ffffffff5dfff92,0xe44265a2a36c0ffffffff5dfff92,0xb8e7078fac970ffffffff5dfff92,0x2ba55f6611850ffffffff5dfff92,0xb4ce83daa9f90ffffffff5dfff92,0x2316ae88fb10ffffffff5dfff92,0x1ac7a66f34a60ffffffff5dfff92,0x864e296a00e70ffffffff5dfff92,0,0,0xb2db338ccb9c0ffffffff71fff96,0x790d0a0b94e0ffffffff71fff96,0x3ecfac3b26ac0ffffffff71fff96,0x71f0ebd3b0590ffffffff71fff8a,0x7e1eac6d8bd70ffffffff71fff8a,0x5fa96313d6ae0ffffffff71fff96,0xf14cfd17d73f0ffffffff71fff96,0x60a3685cebcf0ffffffff71fff96,0,0,0xa1eecdd29d960ffffffff7dfff9a,0x8a0a3820c30d0ffffffff7dfff9a,0xa4330e54c2030ffffffff7dfff9a,0x9dc62605e3ff0ffffffff7dfff8e,0xc944f888e2a80ffffffff7dfff8e,0xdf1a20cc10510ffffffff7dfff9a,0x416f4c056d240ffffffff7dfff9a,0x8033fa283ad50ffffffff7dfff9a,0,0,0x44c6fcd40b9d0ffffffff83fff96,0xf3350bb44eb90ffffffff83fff96,0x29337726bee90ffffffff83fff9e,0x3e32a7f628850ffffffff83fff9e,0x40388fcf6fdf0ffffffff83fff9e,0x4eaf540354e20ffffffff83fff9e,0x7282905663c90ffffffff83fff96,0xe5f8b9f1b6960ffffffff83fff96,0,0,0xafd6eb86b1800ffffffff87fff9a,0x2cb010570e510ffffffff87fff9a,0xcd12dd08d380ffffffff87fffa2,0xe8c73cbc70f30ffffffff87fffa2,0xe1ba2b5140490ffffffff87fffa2,0xc375ba97c4670ffffffff87fffa2,0x3aeeb12eb5890ffffffff87fff9a,0x1708833e62f30ffffffff87fff9a,0,0,0x9ceca15609270ffffffff87fffa6,0xe96cadf167430ffffffff87fffa6,0xb0385d3c4b290ffffffff87fffa6,0xdebba453169f0ffffffff87fffa6,0x8297eb522e6f0ffffffff87fffa6,0xe111d2b074660ffffffff87fffa6,0x2f95fbc2c2610ffffffff87fffa6,0x882f0bb0ab3c0ffffffff87fffa6,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,f,f,f,f,f,f,f,f,0,0,f,q,q,q,q,q,q,f,0,0,f,q,C,C,C,C,q,f,0,0,f,q,C,ja,ja,C,q,f,0,0,f,q,C,ja,ja,C,q,f,0,0,f,q,C,C,C,C,q,f,0,0,f,q,q,q,q,q,q,f,0,0,f,f,f,f,f,f,f,f,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,a,a,a,a,a,a,a,a,0,0,a,l,l,l,l,l,l,a,0,0,a,l,x,x,x,x,l,a,0,0,a,l,x,ea,ea,x,l,a,0,0,a,l,x,ea,ea,x,l,a,0,0,a,l,x,x,x,x,l,a,0,0,a,l,l,l,l,l,l,a,0,0,a,a,a,a,a,a,a,a,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0x6cae46b1fb86000001ffdedffe20,0xf18254e8a569000001ffdedffe20,0x6e5e59cd4a50000001ffdedffe20,0x860f85630449000001ffdedffe1a,0x491f86430880000001ffdedffe1a,0x6e3a7eb5bbd8000001ffdedffe20,0xd292de78985000001ffdedffe20,0xb6ae2f33d04000001ffdedffe20,0,0,0x5003e9bac010000001ffde3ffe0c,0x55d0024a808c000001ffde3ffe0c,0x75b5b5fd609000001ffde3ffe0c,0xea0963a5993a000001ffde3ffe06,0xc0d2c73f72e6000001ffde3ffe06,0xf02fcb7a683a000001ffde3ffe0c,0xa7461bc236e4000001ffde3ffe0c,0xa46577211bdb000001ffde3ffe0c,0,0,0x22d4c1bdb6ab000001ffdedffe20,0xfa5f08998114000001ffdedffe20,0x703dcf45cf8b000001ffdedffe20,0x75de722fb45d000001ffdedffe1a,0x8dd1e6d8ff05000001ffdedffe1a,0x791f6f39e365000001ffdedffe20,0x4582b920e487000001ffdedffe20,0x1811a5b339d9000001ffdedffe20,0,0,0xf84048bf7119000001ffdedffe20,0x8ec3d011d0a4000001ffdedffe20,0xa06ee7c489c0000001ffdedffe20,0x70a663a0b96b000001ffdedffe1a,0xdf638cff198e000001ffdedffe1a,0x91f0100be537000001ffdedffe20,0x9b96bde9fe35000001ffdedffe20,0x219ae6a9d86000001ffdedffe20,0,0,0x23dc6bfcb91f000001ffdedffe20,0xe782427a166f000001ffdedffe20,0x4f35fea57ece000001ffdedffe20,0x84c1828f855c000001ffdedffe1a,0x70dbdaa1a09000001ffdedffe1a,0xeec26f3982a0000001ffdedffe20,0x6faafb7a2f39000001ffdedffe20,0x7418bd031b50000001ffdedffe20,0,0,0xf7a615ed440c000001ffdedffe20,0x89bc3461bd51000001ffdedffe20,0x65f1f937526a000001ffdedffe20,0xfbe76aa77288000001ffdedffe1a,0xeec33cedc71d000001ffdedffe1a,0x81d8b3fb21f1000001ffdedffe20,0x9373e109587c000001ffdedffe20,0x1f9006febaf2000001ffdedffe20,0,0,0xcf4d261cde39000001ffdedffe20,0xf07ad459ea70000001ffdedffe20,0xb482c0deb44e000001ffdedffe20,0x7a8fc1188dbb000001ffdedffe1a,0xb78506343a87000001ffdedffe1a,0xf83fb3bea08c000001ffdedffe20,0xc2935c3260cc000001ffdedffe20,0xb286c4c3be3b000001ffdedffe20,0,0,0x55ac005f9dee000001ffdedffe20,0xc3509cb65f7a000001ffdedffe20,0x342c2a1db891000001ffdedffe20,0x589e4132fb5000001ffdedffe1a,0xac0434c405f5000001ffdedffe1a,0x4522a8240c99000001ffdedffe20,0x6cc352e54dc5000001ffdedffe20,0x84d4f4a07888000001ffdedffe20,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,e,e,e,e,e,e,e,e,0,0,e,p,p,p,p,p,p,e,0,0,e,p,B,B,B,B,p,e,0,0,e,p,B,ia,ia,B,p,e,0,0,e,p,B,ia,ia,B,p,e,0,0,e,p,B,B,B,B,p,e,0,0,e,p,p,p,p,p,p,e,0,0,e,e,e,e,e,e,e,e,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0x356053b3450f000000000160004b,0x5a00a50a450e000000000160004b,0x8f1e3ca0a20d000000000160005a,0x20b0c0edc4d000000000160005a,0x738e6222f794000000000160005a,0xea452d9b3044000000000160005a,0xd8e45672f6be000000000160004b,0xdfd3685de413000000000160004b,0,0,0x9fe6683c7d3000000000160004b,0x3554a64b0196000000000080004b,0x96461da48e10000000000080005a,0xdfedd962c5f7000000000080005a,0x5b2a25ac7009000000000080005a,0xc5721b4c808d000000000080005a,0xece78c3fc2ff000000000080004b,0xbef8fe4fe00000000000160004b,0,0,0x65707ff6e62000000000160004b,0xb42137bbbe16000000000080004b,0x9b11a75d8287ffffffffffa0005a,0x5992bdf248efffffffffffa0005a,0x88f158311c76ffffffffffa0005a,0xb916cf54433effffffffffa0005a,0xe8a3bc3d827d000000000080004b,0xa5dbbe1c6e15000000000160004b,0,0,0xf6abd11e7d81000000000160004b,0x42e95313614f000000000080004b,0x2bcefd336896ffffffffffa0005a,0xcfbcff6c6db3fffffffffec0005a,0x79c07a3bc375fffffffffec0005a,0x5201d190db57ffffffffffa0005a,0xe0d3a2e2d91d000000000080004b,0xa20dd581edc5000000000160004b,0,0,0x28ad2c6f7875000000000160004b,0xa98d0fa34c0e000000000080004b,0x3f1f6a28afb2ffffffffffa0005a,0x2a90f81710e7fffffffffec0005a,0xcf23cd264c16fffffffffec0005a,0x498f3a9f1edffffffffffa0005a,0xcad5e0640a21000000000080004b,0xd45d2f38fef1000000000160004b,0,0,0xe2efeceed9600000000001600032,0x386e8b7225f60000000000800032,0xdd21b0b431beffffffffffa00041,0x5ec5f62c6a9affffffffffa00041,0x8a9192924d8cffffffffffa00041,0x38248d25e710ffffffffffa00041,0xad421f573f810000000000800032,0x4377fcde440e0000000001600032,0,0,0x82d660d982c50000000001600019,0xe9b92c9611990000000000800019,0x1faafa3f71990000000000800028,0x89475870a2340000000000800028,0xce8486e5e6f50000000000800028,0x291c1e8daed70000000000800028,0xfd2b0dd1582c0000000000800019,0x6ea10389dd170000000001600019,0,0,0xfb7773a2b5080000000001600000,0x69647fb166510000000001600000,0x8dc542c9fd09000000000160000f,0xb36a36e8b510000000000160000f,0xbe4c0d52f7ae000000000160000f,0x7cf3172b5877000000000160000f,0xec21f03cbd430000000001600000,0xcbc5b0e48c3a0000000001600000,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0];sa={}
def Ea(b):
 h=b.cells;i=Sb;m,n=b.occupied;o=sum([i[h[a]<<7|a]for a in m])+sum([i[h[a]<<7|a]for a in n]);e=o+ra;j=e>>ib;f=sa.get(j)
 if f is None:
  if t(sa)>Nb:sa.clear()
  f=sa[j]=Tb(b)
 p,q=f;s=(e&hb)-ra+p;l=(e>>da)+ra;u=(l&hb)-ra+q;c=l>>da&(1<<ib-2*da)-1;d=c&255
 if d>ca:d=ca
 g=s*d+u*(ca-d);a=g//ca if g>=0 else-(-g//ca)
 if c>>Ob&15>=2:a+=ab
 if c>>Pb&15>=2:a-=ab
 if a>0:
  if not c>>Qb&15 and jb(b,r):a//=8
 elif a<0:
  if not c>>Rb&15 and jb(b,k):a=-(-a//8)
 return a if b.turn==r else-a
def Tb(m):
 e=m.cells;g=[0]*10;i=[0]*10;n=[-1]*10;o=[8]*10;q,s,t,u=[],[],[],[]
 for b in m.occupied[r]:
  p=e[b]
  if p==h:
   q.append(b);a,c=b%10,b//10-2;g[a]+=1
   if c<o[a]:o[a]=c
  elif p==D:t.append(b)
 for b in m.occupied[k]:
  p=e[b]
  if p==M:
   s.append(b);a,c=b%10,b//10-2;i[a]+=1
   if c>n[a]:n[a]=c
  elif p==Mb:u.append(b)
 f=l=0
 for b in q:
  a,c=b%10,b//10-2
  if n[a-1]<=c and n[a]<=c and n[a+1]<=c:f+=bb[c];l+=cb[c]
  if not g[a-1]and not g[a+1]:f-=qa;l-=qa
 for b in s:
  a,c=b%10,7-(b//10-2)
  if o[a-1]>=7-c and o[a]>=7-c and o[a+1]>=7-c:f-=bb[c];l-=cb[c]
  if not i[a-1]and not i[a+1]:f+=qa;l+=qa
 for a in j(1,9):
  if g[a]>1:f-=pa*(g[a]-1);l-=pa*(g[a]-1)
  if i[a]>1:f+=pa*(i[a]-1);l+=pa*(i[a]-1)
 for b in t:
  a=b%10
  if not g[a]:f+=db if not i[a]else eb
 for b in u:
  a=b%10
  if not i[a]:f-=db if not g[a]else eb
 d=m.kings[r]
 if d<41:f+=fb*((e[d+9]==h)+(e[d+10]==h)+(e[d+11]==h))+gb*((e[d+19]==h)+(e[d+20]==h)+(e[d+21]==h))
 d=m.kings[k]
 if d>80:f-=fb*((e[d-9]==M)+(e[d-10]==M)+(e[d-11]==M))+gb*((e[d-19]==M)+(e[d-20]==M)+(e[d-21]==M))
 return f,l
def jb(d,e):
 g=d.cells;a=[0]*7;b=[0]*7
 for h,i in(e,a),(e^1,b):
  for j in d.occupied[h]:i[g[j]&7]+=1
 f=a[D]*5+a[R]*9;k=b[D]*5+b[R]*9;c=a[F]+a[G];l=b[F]+b[G]
 if f==0:return c<=1 or c==2 and a[F]==2
 return f==k and c<=l+1
Fa=100000;U=Fa-1000;Ga=Fa+1;Ha,kb,lb=0,1,2;Ia=64;mb=200000;Ub=2;nb=2;Ja=150;ob=0,8,14;Vb=3;Wb=200;Xb=50;Yb=16;Zb=1<<30;ac=1<<28;pb=1<<27,(1<<27)-1;bc=F,G,D,R
class ta(Qa):0
class Ka:
 def __init__(a,b,c,d,e):a.move=b;a.score=c;a.depth=d;a.nodes=e
class qb:
 def __init__(a,b=10):a.contempt=b;a.table={};a.evaluations={};a.history={};a.killers=[[0,0]for _ in j(Ia+1)];a.nodes=0;a.next_poll=0;a.budget=None;a.root_turn=0
 def choose(a,c,h,k=W(),l=Ia-1):
  b=[a for a in c.legal_moves()if a not in k]
  if not b:return Ka(None,0,0,0)
  if t(a.table)>mb:a.table.clear()
  if t(a.evaluations)>mb:a.evaluations.clear()
  for m in a.history:a.history[m]>>=2
  a.budget=h;a.nodes=0;a.next_poll=a.poll_after(0);a.root_turn=c.turn;d,f,e=b[0],0,0
  if t(b)==1:return Ka(d,Ea(c),0,0)
  b=a.order(c,b,0,a.table_move(c))
  try:
   while e<l and not h.exhausted(a.nodes):
    g,i=a.search_root(c,b,e+1);e+=1;d,f=g,i;b.remove(g);b.insert(0,g)
    if abs(i)>U:break
  except ta as j:
   if j.args:d,f=j.args
  return Ka(d,f,e,a.nodes)
 def poll_after(a,b):
  if a.budget.nodes is not None:return a.budget.nodes
  return b+Yb
 def poll(a):
  if a.budget.exhausted(a.nodes):raise ta()
  a.next_poll=a.poll_after(a.nodes)
 def search_root(d,b,g,e):
  a,h=-Ga,Ga;f=g[0]
  for i,j in X(g):
   b.push(j)
   try:
    if i==0:c=-d.pvs(b,e-1,-h,-a,1,True)
    else:
     c=-d.pvs(b,e-1,-a-1,-a,1,True)
     if c>a:c=-d.pvs(b,e-1,-h,-a,1,True)
   except ta:
    if i>0:raise ta(f,a)
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
  if g>=Ia:return Ea(a)
  l=a.is_check()
  if l:c+=1
  if c<=0:return b.quiesce(a,e,d,g)
  w=e;x=a.hash;q=b.table.get(x);r=0
  if q is not None:
   y,z,m,r=q
   if y>=c and d-e==1:
    f=ec(z,g)
    if m==Ha or m==kb and f>=d or m==lb and f<=e:return f
  A=d-e==1;h=b.evaluate(a)if A and not l and abs(d)<U else None
  if h is not None:
   if c<=nb and h-Ja*c>=d:return h
   if v and c>=3 and h>=d and cc(a):
    a.push_null()
    try:f=-b.pvs(a,c-1-Ub,-d,-d+1,g+1,False)
    finally:a.pop_null()
    if f>=d:return d
  i=-Ga
  if h is not None and c<=nb and h+Ja*c<=e:
   i=h+Ja*c;j=a.legal_captures()
   if not j:return i if a.legal_moves()else b.draw_score(a)
  else:
   j=a.legal_moves()
   if not j:return-Fa+g if l else b.draw_score(a)
  j=b.order(a,j,g,r);s=j[0];B=a.cells;C=ob[c]if h is not None and c<t(ob)else t(j)
  for n,k in X(j):
   o=not B[k>>7&127]and k>>14<2
   if o and n>C:continue
   a.push(k)
   try:
    if n==0:f=-b.pvs(a,c-1,-d,-e,g+1,True)
    else:
     u=1 if c>=2 and n>=Vb and o and not l else 0;f=-b.pvs(a,c-1-u,-e-1,-e,g+1,True)
     if f>e and(u or f<d):f=-b.pvs(a,c-1,-d,-e,g+1,True)
   finally:a.pop()
   if f>i:
    i,s=f,k
    if f>e:
     e=f
     if e>=d:
      if o:b.remember_cutoff(k,c,g)
      break
  if i>=d:p=kb
  elif i>w:p=Ha
  else:p=lb
  b.store(a,c,i,p,s,g);return i
 def quiesce(d,a,b,g,o):
  d.nodes+=1
  if d.nodes>=d.next_poll:d.poll()
  e=d.evaluate(a)
  if e>=g:return e
  if e>b:b=e
  k=a.cells;l=a.pseudo_legal_captures()
  if not l:return b
  i=[]
  for c in l:
   f=N[k[c>>7&127]&7];j=c>>14
   if j==2:f=N[h]
   elif j>=4:f+=N[j-2]-N[h]
   if e+f+Wb<b:continue
   m=k[c&127]&7
   if N[m]>f+Xb and a.is_attacked(c>>7&127,a.turn^1):continue
   i.append((f*8-m,c))
  i.sort(reverse=True)
  for _,c in i:
   a.push(c)
   try:
    if not a.leaves_king_safe():continue
    n=-d.quiesce(a,-g,-b,o+1)
   finally:a.pop()
   if n>b:
    b=n
    if b>=g:break
  return b
 def evaluate(c,a):
  b=c.evaluations.get(a.hash)
  if b is None:b=c.evaluations[a.hash]=Ea(a)
  return b
 def table_move(b,c):a=b.table.get(c.hash);return a[3]if a else 0
 def store(a,b,c,d,e,f,g):a.table[b.hash]=c,dc(d,g),e,f
 def remember_cutoff(c,a,d,e):
  b=c.killers[e]
  if b[0]!=a:b[1]=b[0];b[0]=a
  c.history[a]=c.history.get(a,0)+d*d
 def order(f,i,j,k,l):
  g=i.cells;m,n=f.killers[k];o=f.history;e=[]
  for a in j:
   if a==l:b=Zb
   else:
    d=g[a>>7&127];c=a>>14
    if c==3:d=0
    elif c==2:d=h
    if d or c>=4:b=ac+N[d&7]*8+(N[c-2]if c>=4 else 0)-(g[a&127]&7)
    elif a==m:b=pb[0]
    elif a==n:b=pb[1]
    else:b=o.get(a,0)
   e.append((b,a))
  e.sort(reverse=True);return[a for _,a in e]
def cc(a):
 b=a.cells
 for c in a.occupied[a.turn]:
  if b[c]&7 in bc:return True
 return False
def dc(a,b):
 if a>U:return a+b
 if a<-U:return a-b
 return a
def ec(a,b):
 if a>U:return a-b
 if a<-U:return a+b
 return a
class La(Qa):0
class V(Pa):0
fc=Ra('Init','constants_count constant_names constant_values');hc=Ra('Turn','board color castling en_passant half_move_clock full_move moves_count moves last_move draw_offered game_number my_score opp_score')
class ic:
 def __init__(a,b):a.readline=b;a.line_number=0
 def next_line(a):
  b=a.readline()
  if not b:raise La(f'input ended after line {a.line_number}')
  a.line_number+=1
  if b[-1:]not in('\n',b'\n'):raise La(f'input ended inside line {a.line_number}')
  return a.decode(b).rstrip('\r\n')
 def decode(b,a):
  if isinstance(a,O):return a
  try:return a.decode('utf-8')
  except UnicodeDecodeError:raise V(f'input line {b.line_number}: expected UTF-8 text, got {a!r}')from None
 def fail(a,b,c,d):return V(f'input line {a.line_number}: {b}: expected {c}, got {d!r}')
 def split(d,a,b,e):
  c=a.split()
  if t(c)!=b:raise d.fail(e,f'{b} fields',a)
  return c
 def to_int(c,a,d):
  b=a[1:]if a[:1]==I else a
  if b.isascii()and b.isdigit():return P(a)
  raise c.fail(d,'an integer',a)
 def to_bool(b,a,c):
  if a in('0','1'):return a=='1'
  raise b.fail(c,'0 or 1',a)
 def word(c,a,b,d):
  if not a or t(a)>b or' 'in a:raise c.fail(d,f'a word of at most {b} characters',a)
  return a
 def read_init(a):
  b=a.to_int(a.next_line(),'constantsCount');c=[];d=[]
  for _ in j(b):e=a.split(a.next_line(),2,'constantNames constantValues');c.append(a.word(e[0],32,'constantNames'));d.append(a.to_int(e[1],'constantValues'))
  return fc(b,c,d)
 def read_turn(a,r):
  e=None;f=None;g=None;h=None;i=None;k=None;d=None;l=None;m=None;n=None;o=None;p=None;q=None
  for c in r:
   if c=='fen':b=a.split(a.next_line(),6,'board color castling enPassant halfMoveClock fullMove');e=a.word(b[0],71,'board');f=a.word(b[1],1,'color');g=a.word(b[2],4,va);h=a.word(b[3],2,'enPassant');i=a.to_int(b[4],'halfMoveClock');k=a.to_int(b[5],'fullMove')
   elif c=='moves':d=a.to_int(a.next_line(),'movesCount');l=[a.word(a.next_line(),5,'moves')for _ in j(d)]
   elif c==ua:m=a.word(a.next_line(),5,'lastMove')
   elif c=='draw':n=a.to_bool(a.next_line(),'drawOffered')
   elif c=='game':o=a.to_int(a.next_line(),'gameNumber')
   elif c=='score':b=a.split(a.next_line(),2,'myScore oppScore');p=a.to_int(b[0],'myScore');q=a.to_int(b[1],'oppScore')
  return hc(e,f,g,h,i,k,d,l,m,n,o,p,q)
rb='lastmove draw game fen';sb=rb.split();jc=.03;kc=.3;lc=-150
def mc(g):
 h=time.perf_counter();b=g.read_init();c=b.constant_names
 for d,(a,e)in X(zip(c,b.constant_values)):
  f=f'input line {d+2}: constantNames'
  if a in c[:d]:raise V(f'{f}: {a!r} given twice')
  if a=='crazyHouse'and e!=0:raise V(f'{f}: crazyHouse {e}: this bot plays no crazyhouse')
 qb().choose(Da(Ya('RNBQKBNR')),Za(h,kc,tb()));print(rb,flush=True)
def tb():a=os.environ.get('ARENA_NODES');return P(a)if a else None
def nc(a):return Za(a,jc,tb())
def oc(a,e):
 def b(a,b):return V(f'input line {e+sb.index(a)}: {b}')
 d=f'{a.board} {a.color} {a.castling} {a.en_passant} {a.half_move_clock} {a.full_move}'
 try:c=Da(d)
 except w as f:raise b('fen',f'fen: {f}')from None
 if a.game_number not in(1,2):raise b('game',f'gameNumber: expected 1 or 2, got {a.game_number}')
 if a.last_move=='none':
  if c.turn!=r or c.fullmove!=1:raise b(ua,"lastMove: 'none' after the game's first move")
 elif not c.fits_last_move(a.last_move):raise b(ua,f'lastMove: {a.last_move!r} cannot have led to {d!r}')
 return c
class pc:
 def __init__(a,c,b,d):
  a.number=c;a.history=[];a.searcher=d
  if b.turn==k and b.fullmove==1:e=b.fen().split('/')[0];a.history.append(Da(Ya(e.upper())).hash)
 def answer(c,a,f,g):
  a.history=list(c.history);b=c.searcher.choose(a,nc(g))
  if b.move is None:print(f'no legal move in {a.fen()}',file=sys.stderr);return'resign'
  d=b.score<=lc
  if f and d:return'draw'
  e=a.uci(b.move);a.push(b.move);c.history=a.history+[a.hash];return e+'='if d else e
def qc(e=qb):
 c=ic(sys.stdin.buffer.readline)
 try:
  gc.disable();mc(c);b=None
  while True:
   f=c.line_number+1;a=c.read_turn(sb);g=time.perf_counter();d=oc(a,f)
   if b is None or a.game_number!=b.number or a.last_move=='none':b=pc(a.game_number,d,e())
   print(b.answer(d,a.draw_offered,g),flush=True)
 except La:return
 except V as h:print(f'chess960: bad input, stopping: {h}',file=sys.stderr)
qc()
