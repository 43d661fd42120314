# judge-chess: built by arena-bundler from 12 modules; do not edit, rebuild with `python -m bundler build`
# modules: sources sources.judge_chess sources.chesscore sources.chesscore.tables sources.chesscore.board sources.chesscore.budget sources.chesscore.evaluation sources.chesscore.search sources.readers sources.readers.judge_chess sources.judge_chess.protocol sources.judge_chess.__main__
# inputs sha256: caafdf36cbc75c8c
a=4504698821279417;b=282574806057287;c=1099796840750;d=4399023784891;e=4397069237317;f=0xffeefffed2;k=4504698816036531;l=282574811300173;m=1099807326522;n=4399030076350;o=4397062945858;p=0xffee5ffec6;y=4504698810793645;z=282574816543059;A=1099817812294;B=4399036367809;C=4397056654399;D=0xffedbffeba;r=range;fa=4504698805550759;ga=282574821785945;j=len;ha=1099828298066;ia=4399042659268;ja=4397050362940;ka=0xffed1ffeae;X=frozenset;la=enumerate;i=10;Pa='en_passant_file';u=11;J='-';Qa='black_to_move';Ra='piece_square';ma='O-O';wa='O-O-O';R=str;S=int;T=set;Sa='castling';Ta=ValueError;Ua=Exception;N='';U=12;from collections import namedtuple as xa;import gc,os,sys as Y,time,random;s,q=0,1;g=0;h,F,H,x,K,v=1,2,3,4,5,6;t=8;rb=16;ya,za,Aa,Ba=i,-i,1,-1;Z=za,ya,Ba,Aa;aa=za+Ba,ya+Ba,za+Aa,ya+Aa;na=aa+Z;oa=-21,-19,-U,-8,8,U,19,21;wc,Va,ba,O=0,1,2,3;sb={F:4,H:5,x:6,K:7};Wa='.PNBRQK..pnbrqk';Ca='abcdefgh'
def E(file,a):return 21+file+10*a
def tb():return{E(f,a):Ca[f]+R(a+1)for f in r(8)for a in r(8)}
def ub(c):
 a=random.Random(c);b=[0]*2048
 for d in list(r(h,v+1))+list(r(t+h,t+v+1)):
  for e in tb():b[d<<7|e]=a.getrandbits(64)
 return{Ra:b,Sa:[0]+[a.getrandbits(64)for _ in r(15)],Pa:[a.getrandbits(64)for _ in r(8)],Qa:a.getrandbits(64)}
pa={21:'a1',31:'a2',41:'a3',51:'a4',61:'a5',71:'a6',81:'a7',91:'a8',22:'b1',32:'b2',42:'b3',52:'b4',62:'b5',72:'b6',82:'b7',92:'b8',23:'c1',33:'c2',43:'c3',53:'c4',63:'c5',73:'c6',83:'c7',93:'c8',24:'d1',34:'d2',44:'d3',54:'d4',64:'d5',74:'d6',84:'d7',94:'d8',25:'e1',35:'e2',45:'e3',55:'e4',65:'e5',75:'e6',85:'e7',95:'e8',26:'f1',36:'f2',46:'f3',56:'f4',66:'f5',76:'f6',86:'f7',96:'f8',27:'g1',37:'g2',47:'g3',57:'g4',67:'g5',77:'g6',87:'g7',97:'g8',28:'h1',38:'h2',48:'h3',58:'h4',68:'h5',78:'h6',88:'h7',98:'h8'};Da={b:a for a,b in pa.items()};vb=tuple(b'\x15\x1f)3=GQ[\x16 *4>HR\\\x17!+5?IS]\x18",6@JT^\x19#-7AKU_\x1a$.8BLV`\x1b%/9CMWa\x1c&0:DNXb');wb={-u:-u,-22:-u,-33:-u,-44:-u,-55:-u,-66:-u,-77:-u,9:9,18:9,27:9,36:9,45:9,54:9,63:9,-9:-9,-18:-9,-27:-9,-36:-9,-45:-9,-54:-9,-63:-9,u:u,22:u,33:u,44:u,55:u,66:u,77:u,-i:-i,-20:-i,-30:-i,-40:-i,-50:-i,-60:-i,-70:-i,i:i,20:i,30:i,40:i,50:i,60:i,70:i,-1:-1,-2:-1,-3:-1,-4:-1,-5:-1,-6:-1,-7:-1,1:1,2:1,3:1,4:1,5:1,6:1,7:1};qa=ub(960);I=qa[Ra];Ea=qa[Sa];xb=qa[Pa];Fa=qa[Qa];yb='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';ca=X(r(h,v+1)),X(r(t+h,t+v+1));zb=X('PNBRQKpnbrqk');Ab=X('KQkqABCDEFGHabcdefgh');Xa=ca[q]-{t+v},ca[s]-{v};L=i,-i;Bb=(31,38),(81,88);Ya=(91,98),(21,28);Cb=15;Db='checkmate';Eb='stalemate';Fb='threefold repetition';Gb='insufficient material';Hb='fifty-move rule';Ib='move limit';Jb=250
def V(a):return a//10-2
def M(a):return a%10-1
def Za(a):return(M(a)+V(a))%2==0
class w(Ta):0
def ab(c,d,e,b):
 if j(c)<=d:return b
 a=c[d]
 if not(a.isascii()and a.isdigit())or S(a)<b:raise w(f'{e} must be a whole number from {b}, got {a!r}')
 return S(a)
class Kb:
 def __init__(a,b=yb):a.set_fen(b)
 def set_fen(a,e):
  b=e.split()
  if not 2<=j(b)<=6:raise w(f'expected 6 fields, got {j(b)}')
  f,d=b[0],b[1];c=b[2]if j(b)>2 else J;g=b[3]if j(b)>3 else J
  if d not in('w','b'):raise w(f'side to move must be w or b, got {d!r}')
  if c!=J and not T(c)<=Ab:raise w(f'castling must be - or KQkq or rook files, got {c!r}')
  a.halfmove_clock=ab(b,4,'halfmove clock',0);a.fullmove=ab(b,5,'fullmove number',1);a._place(f);a.turn=s if d=='w'else q;a._parse_castling(c);a.en_passant=a._en_passant_target(g)
  if a.is_attacked(a.kings[a.turn^1],a.turn):raise w('the side to move can capture the king')
  a.stack=[];a.history=[];a.hash=a._compute_hash()
 def _place(f,o):
  l=o.split('/')
  if j(l)!=8:raise w(f'expected 8 ranks, got {j(l)}')
  m=[rb]*120;f.occupied=[T(),T()];d=[[],[]]
  for p,i in la(l):
   a=7-p;b=0
   for c in i:
    if c in'12345678':
     if b+S(c)>8:raise w(f'rank {a+1} has more than 8 files: {i!r}')
     for _ in r(S(c)):m[E(b,a)]=g;b+=1
     continue
    if c not in zb:raise w(f'unknown piece {c!r} on rank {a+1}')
    if b==8:raise w(f'rank {a+1} has more than 8 files: {i!r}')
    k=Wa.index(c)
    if k&7==h and a in(0,7):raise w(f'a pawn on rank {a+1}')
    n=E(b,a);m[n]=k;e=q if k&t else s;f.occupied[e].add(n)
    if k&7==v:d[e].append(n)
    b+=1
   if b!=8:raise w(f'rank {a+1} has {b} files: {i!r}')
  for e,u in(s,'white'),(q,'black'):
   if j(d[e])!=1:raise w(f'{j(d[e])} {u} kings')
  f.cells=m;f.kings=[d[s][0],d[q][0]]
 def _en_passant_target(b,d):
  if d==J:return 0
  c=b.turn^1;a=Da.get(d)
  if a is None or V(a)!=(2 if c==s else 5)or b.cells[a]!=g or b.cells[a-L[c]]!=g or b.cells[a+L[c]]!=h|(t if c==q else 0):raise w(f'no pawn can just have skipped the en-passant square {d!r}')
  return a
 def _parse_castling(a,o):
  a.castling_rooks=[0,0,0,0];j=0
  for k in o.replace(J,N):
   b=s if k.isupper()else q;d=0 if b==s else 7;f=M(a.kings[b]);g=x|(t if b==q else 0);h=k.lower()
   if h=='k':e=[f for f in r(f+1,8)if a.cells[E(f,d)]==g];c=e[-1]if e else None
   elif h=='q':e=[f for f in r(f)if a.cells[E(f,d)]==g];c=e[0]if e else None
   else:c=Ca.index(h)
   if c is None or V(a.kings[b])!=d or a.cells[E(c,d)]!=g:continue
   l=(1 if c<f else 2)<<2*b;a.castling_rooks[l.bit_length()-1]=E(c,d);j|=l
  a.castling_rights=j;i=[Cb]*120
  for m,n in la(a.castling_rooks):
   if n:i[n]&=~(1<<m);b=m//2;i[a.kings[b]]&=~(3<<2*b)
  a.rights_mask=i;a.castling_paths=[a._castling_path(b)for b in r(4)]
 def _castling_path(f,e):
  a=f.castling_rooks[e]
  if not a:return
  b=f.kings[e//2];d=a-M(a);c,g=(d+6,d+5)if e&1 else(d+2,d+3);h=b,a,c,g;j=tuple(c for c in r(min(h),max(h)+1)if c!=b and c!=a);i=1 if c>=b else-1;k=tuple(r(b+i,c,i))if c!=b else();return j,k,c,a,g
 def _compute_hash(a):
  b=Ea[a.castling_rights]
  for d in s,q:
   for c in a.occupied[d]:b^=I[a.cells[c]<<7|c]
  if a.turn==q:b^=Fa
  a.en_passant_key=a._en_passant_key(a.en_passant);return b^a.en_passant_key
 def _en_passant_key(a,b):
  if not b:return 0
  c=b+L[a.turn^1];d=h|(t if a.turn==q else 0);e=a.cells
  if e[c-1]==d or e[c+1]==d:return xb[M(b)]
  return 0
 def fen(a,f=True):
  d=[]
  for h in r(7,-1,-1):
   c,b=N,0
   for i in r(8):
    e=a.cells[E(i,h)]
    if e==g:b+=1;continue
    if b:c,b=c+R(b),0
    c+=Wa[e]
   d.append(c+(R(b)if b else N))
  return' '.join(('/'.join(d),'wb'[a.turn],a.castling_field(f),pa[a.en_passant]if a.en_passant else J,R(a.halfmove_clock),R(a.fullmove)))
 def castling_field(b,f=True):
  d=N
  for a in s,q:
   e=[b.castling_rooks[a]for a in(2*a,2*a+1)if b.castling_rights>>a&1]
   if f:c=N.join(Ca[M(a)]for a in sorted(e))
   else:c=N.join('q'if c<b.kings[a]else'k'for c in sorted(e,reverse=True))
   d+=c.upper()if a==s else c
  return d or J
 def push(a,m):
  c=a.cells;i=a.turn;d=m&127;b=m>>7&127;k=m>>14;e=c[d];j=a.occupied[i];f=a.hash;a.stack.append((m,c[b],a.castling_rights,a.en_passant,a.en_passant_key,a.halfmove_clock,f));a.history.append(f);f^=Fa^a.en_passant_key;n=a.castling_rights
  if n:
   s=n&a.rights_mask[d]&a.rights_mask[b]
   if s!=n:f^=Ea[n]^Ea[s];a.castling_rights=s
  a.en_passant=0
  if k==O:
   o=d-M(d)
   if b<d:l,p=o+2,o+3
   else:l,p=o+6,o+5
   u=c[b];c[d]=c[b]=g;j.discard(d);j.discard(b);c[l]=e;c[p]=u;j.add(l);j.add(p);a.kings[i]=l;f^=I[e<<7|d]^I[e<<7|l]^I[u<<7|b]^I[u<<7|p];a.halfmove_clock+=1
  else:
   w=c[b]
   if w:a.occupied[i^1].discard(b);f^=I[w<<7|b];a.halfmove_clock=0
   elif e&7==h:a.halfmove_clock=0
   else:a.halfmove_clock+=1
   c[d]=g;j.discard(d);j.add(b);f^=I[e<<7|d]
   if k>=4:e=k-2|e&t
   c[b]=e;f^=I[e<<7|b]
   if e&7==v:a.kings[i]=b
   elif k==Va:a.en_passant=d+b>>1
   elif k==ba:r=b-L[i];f^=I[c[r]<<7|r];c[r]=g;a.occupied[i^1].discard(r)
  if i==q:a.fullmove+=1
  a.turn=i^1;a.en_passant_key=a._en_passant_key(a.en_passant)if a.en_passant else 0;a.hash=f^a.en_passant_key
 def pop(a):
  i,o,r,u,w,x,y=a.stack.pop();a.history.pop();b=a.cells;c=a.turn^1;f=a.occupied[c];d=i&127;e=i>>7&127;n=i>>14
  if n==O:
   j=d-M(d)
   if e<d:k,l=j+2,j+3
   else:k,l=j+6,j+5
   z,A=b[k],b[l];b[k]=b[l]=g;f.discard(k);f.discard(l);b[d]=z;b[e]=A;f.add(d);f.add(e);a.kings[c]=d
  else:
   m=b[e]
   if n>=4:m=h|m&t
   b[d]=m;b[e]=o;f.discard(e);f.add(d)
   if o:a.occupied[c^1].add(e)
   if m&7==v:a.kings[c]=d
   elif n==ba:p=e-L[c];b[p]=h|(t if c==s else 0);a.occupied[c^1].add(p)
  if c==q:a.fullmove-=1
  a.turn=c;a.castling_rights=r;a.en_passant=u;a.en_passant_key=w;a.halfmove_clock=x;a.hash=y;return i
 def push_null(a):a.stack.append((a.en_passant,a.en_passant_key,a.hash));a.history.append(a.hash);a.hash^=Fa^a.en_passant_key;a.en_passant=0;a.en_passant_key=0;a.turn^=1
 def pop_null(a):a.en_passant,a.en_passant_key,a.hash=a.stack.pop();a.history.pop();a.turn^=1
 def is_attacked(n,c,k):
  b=n.cells;e=t if k==q else 0;o=F|e
  for p in oa:
   if b[c+p]==o:return True
  i=h|e
  if k==s:
   if b[c-9]==i or b[c-11]==i:return True
  elif b[c+9]==i or b[c+11]==i:return True
  l=v|e;m=K|e;j=H|e
  for f in aa:
   d=c+f;a=b[d]
   if a==l:return True
   while a==g:d+=f;a=b[d]
   if a==j or a==m:return True
  j=x|e
  for f in Z:
   d=c+f;a=b[d]
   if a==l:return True
   while a==g:d+=f;a=b[d]
   if a==j or a==m:return True
  return False
 def is_check(a):return a.is_attacked(a.kings[a.turn],a.turn^1)
 def _checks_and_pins(m):
  c=m.cells;i=m.turn;d=m.kings[i];w=ca[i];e=0 if i==q else t;o=K|e;j=0;k=None;p={}
  for y,s in(Z,x|e),(aa,H|e):
   for b in y:
    a=d+b;f=c[a]
    while f==g:a+=b;f=c[a]
    if f==s or f==o:j+=1;k=T(r(d+b,a+b,b))
    elif f in w:
     n=a+b;l=c[n]
     while l==g:n+=b;l=c[n]
     if l==s or l==o:p[a]=b
  z=F|e
  for u in oa:
   if c[d+u]==z:j+=1;k={d+u}
  A=h|e;v=L[i]
  for a in d+v-1,d+v+1:
   if c[a]==A:j+=1;k={a}
  return j,k,p
 def legal_moves(a):return a._generate(False)
 def legal_captures(a):return a._generate(True)
 def _generate(c,m):
  d=c.cells;e=c.turn;n,D,q=c._checks_and_pins();l=[];o=c.kings[e];r=Xa[e]
  if n<2:
   u=[];w=L[e];E,G=Bb[e];I,J=Ya[e];K=c.en_passant
   for a in c.occupied[e]:
    p=d[a]&7
    if p==v:continue
    y=n or a in q
    if y:
     if n and a in q:continue
     i=[]
    else:i=l
    j=i.append
    if p==h:
     k=a+w;z=I<=k<=J
     if d[k]==g:
      if z:
       for t in 4,5,6,7:j(a|k<<7|t<<14)
      elif not m:
       j(a|k<<7);A=k+w
       if E<=a<=G and d[A]==g:j(a|A<<7|Va<<14)
     for b in k-1,k+1:
      if d[b]in r:
       if z:
        for t in 4,5,6,7:j(a|b<<7|t<<14)
       else:j(a|b<<7)
      elif b==K:u.append(a|b<<7|ba<<14)
    elif p==F:
     for M in oa:
      b=a+M;f=d[b]
      if f in r or f==g and not m:j(a|b<<7)
    else:
     N=Z if p==x else aa if p==H else na
     for s in N:
      b=a+s;f=d[b]
      while f==g:
       if not m:j(a|b<<7)
       b+=s;f=d[b]
      if f in r:j(a|b<<7)
    if y and i:
     if a in q:B=q[a];i=[m for m in i if wb.get((m>>7&127)-a)in(B,-B)]
     if n:i=[m for m in i if m>>7&127 in D]
     l.extend(i)
   for C in u:
    c.push(C)
    if not c.is_attacked(c.kings[e],e^1):l.append(C)
    c.pop()
   if not n and c.castling_rights and not m:c._castling_moves(l)
  O=d[o];d[o]=g;P=e^1
  for s in na:
   b=o+s;f=d[b]
   if(f in r or f==g and not m)and not c.is_attacked(b,P):l.append(o|b<<7)
  d[o]=O;return l
 def pseudo_legal_captures(i):
  c=i.cells;j=i.turn;k=Xa[j];q=L[j];r,s=Ya[j];t=i.en_passant;n=[];e=n.append
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
     elif a==t:e(b|a<<7|ba<<14)
   elif f==F or f==v:
    for o in oa if f==F else na:
     if c[b+o]in k:e(b|b+o<<7)
   else:
    u=Z if f==x else aa if f==H else na
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
   if f:l.append(d|e<<7|O<<14)
 def uci(f,b,chess960=True):
  a,c,d=b&127,b>>7&127,b>>14
  if d==O and not chess960:c=a-M(a)+(2 if c<a else 6)
  e=pa[a]+pa[c]
  if d>=4:e+='nbrq'[d-4]
  return e
 def parse_uci(c,a):
  a=a.strip().lower()
  for b in c.legal_moves():
   if c.uci(b)==a or b>>14==O and c.uci(b,chess960=False)==a:return b
 def fits_last_move(h,b):
  c=h.turn^1;i=t if c==q else 0;a=0 if c==s else 7;e=h.cells
  if b in(ma,wa):l,m=(6,5)if b==ma else(2,3);return e[E(l,a)]==v|i and e[E(m,a)]==x|i
  f,d=Da.get(b[:2]),Da.get(b[2:4]);j=b[4:]
  if f is None or d is None or f==d:return False
  if j not in(N,'n','b','r','q')or e[f]in ca[c^1]:return False
  k=e[d]
  if j:return k==F+'nbrq'.index(j)|i and V(d)==7-a
  if k in ca[c]:return True
  return k==g and V(f)==V(d)==a and h.kings[c]in(E(2,a),E(6,a))
 def is_capture(c,a):b=a>>14;return b==ba or b!=O and c.cells[a>>7&127]!=g
 def is_repetition(a):b=a.history[-a.halfmove_clock:]if a.halfmove_clock else[];return b.count(a.hash)>=2
 def has_insufficient_material(i):
  e=i.cells;a=None
  for b in vb:
   c=e[b];d=c&7
   if c==g or d==v:continue
   if d in(h,x,K):return False
   if a is None:a=b;continue
   f=e[a]
   if(f^c)&t and d==H and f&7==H and Za(b)==Za(a):continue
   return False
  return True
 def half_moves_played(a):return 2*(a.fullmove-1)+a.turn
 def outcome(a):
  if not a.legal_moves():return Db if a.is_check()else Eb
  if a.is_repetition():return Fb
  if a.has_insufficient_material():return Gb
  if a.halfmove_clock>=100:return Hb
  if a.half_moves_played()>=Jb:return Ib
class Lb:
 def __init__(a,b,c,d=None):a.deadline=b+c;a.nodes=d
 def exhausted(a,b):
  if a.nodes is not None:return b>=a.nodes
  return time.perf_counter()>=a.deadline
da=24;bb=30;cb=0,5,5,i,20,35,60,0;db=0,i,15,25,45,75,120,0;ra=U;sa=i;eb=25;fb=U;gb=U;hb=6;P=t|h;Mb=t|x;Q=0,100,310,330,500,950,20000;ea=20;ta=1<<ea-1;ib=(1<<ea)-1;jb=64;Nb=100000;xc,Ob,Pb=0,8,U;Qb,Rb=16,20;Sb=[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0x1ff679e58218010000000780005a,0x6726156b2102010000000780005a,0xbf534e98ce51010000000780005a,0x39074c73ba7e010000000780005a,0x1ebf1c6a7af7010000000780005a,0x2475d7af7c99010000000780005a,0x61d62bed0ff3010000000780005a,0x18bc7cfe8d57010000000780005a,0,0,0x89416769fc6f0100000007800066,0xed7a015e2d1d0100000007800066,0x84e87c998555010000000780005e,0xad3991b89fb7010000000780005e,0xd6300e6055c0010000000780005e,0xc21efb403efe010000000780005e,0x877bc443ba5c0100000007800066,0xa981c88bcd340100000007800066,0,0,0x3419045063500100000007c0006a,0x96311afc52d20100000007c0006a,0x3b2f006b8c4f0100000007c00062,0xdf86f65b1b940100000007c00062,0xf63c5545e9850100000007c00062,0x804f1bfe4df40100000007c00062,0x476479f92b5f0100000007c0006a,0xe2cb05b1afe10100000007c0006a,0,0,0xe9a6b440d80f0100000008200066,0x439596c0e9210100000008200066,0x383b36a76b2a0100000008200066,0xf474f2e132ea0100000008200072,0x6c47d5495bfe0100000008200072,0x81479f9218120100000008200066,0x51141531fa6f0100000008200066,0xbf1a9ae9c00b0100000008200066,0,0,0xc3b8cd9857680100000008e0006a,0x16bd325d62f50100000008e0006a,0x379f47dfe4200100000008e0006a,0x6c974203e92f0100000008e00076,0xb58791a55cb0100000008e00076,0xd079640a2ab60100000008e0006a,0x6cc8067fed820100000008e0006a,0x1fbc991c10d10100000008e0006a,0,0,0xc737d1c5554e010000000a20006e,0x7558c509bba6010000000a20006e,0xcbbed4562702010000000a20006e,0xb57b4cf2042a010000000a20006e,0xb0d4515106b5010000000a20006e,0x535322eca887010000000a20006e,0xbf315c9586ee010000000a20006e,0x62681d6946aa010000000a20006e,0,0,0x146e25be0914010000000be00072,0x4bbd36b8ce19010000000be00072,0xf061ce6e3826010000000be00072,0x27c3461890d3010000000be00072,0xdba09907322010000000be00072,0x258add90902010000000be00072,0x1fa7c0e9047f010000000be00072,0x272fbc92d5f9010000000be00072,0,0,0x32c170a6383e0100000007800076,0x6d488cb7c2ec0100000007800076,0x1c81db6941490100000007800076,0xb654c4de02d0100000007800076,0x5018890e82020100000007800076,0xa2fea8c77f260100000007800076,0x5c3bfaa89dc00100000007800076,0xe03559b50bb40100000007800076,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,c,c,c,c,c,c,c,c,0,0,c,m,m,m,m,m,m,c,0,0,c,m,A,A,A,A,m,c,0,0,c,m,A,ha,ha,A,m,c,0,0,c,m,A,ha,ha,A,m,c,0,0,c,m,A,A,A,A,m,c,0,0,c,m,m,m,m,m,m,c,0,0,c,c,c,c,c,c,c,c,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,b,b,b,b,b,b,b,b,0,0,b,l,l,l,l,l,l,b,0,0,b,l,z,z,z,z,l,b,0,0,b,l,z,ga,ga,z,l,b,0,0,b,l,z,ga,ga,z,l,b,0,0,b,l,z,z,z,z,l,b,0,0,b,l,l,l,l,l,l,b,0,0,b,b,b,b,b,b,b,b,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0xa8853540fdd000000200212001e0,0xbeb0e54d637b00000200212001e0,0xa703a3019ec700000200212001e0,0x619b401771cd00000200212001e6,0x21e50266940c00000200212001e6,0xaa823eeb9ea100000200212001e0,0xbbe8876ca72200000200212001e0,0x7b5d93d76ba400000200212001e0,0,0,0xffc7399c5bd400000200212001e0,0xfcd374c2039c00000200212001e0,0xe4e0a7ca399900000200212001e0,0x2b1bb6ec46ad00000200212001e6,0x6e2d35349f8200000200212001e6,0x8010e810eee300000200212001e0,0x1813501d2b1400000200212001e0,0xb4ac7dbb38d000000200212001e0,0,0,0x62d0d253a26e00000200212001e0,0x234d548ad92b00000200212001e0,0x8bf04a30c8cb00000200212001e0,0x751712a2e10e00000200212001e6,0x97f762e4a77300000200212001e6,0xd53a8380dd6400000200212001e0,0x8d319fe764bd00000200212001e0,0xb361041d75a600000200212001e0,0,0,0x87c8349b9e8200000200212001e0,0x565535206e7100000200212001e0,0xec4c47b96e4900000200212001e0,0x8dfa09a5430100000200212001e6,0x106e70cfa70a00000200212001e6,0xee162a8d944900000200212001e0,0x90d4741c316000000200212001e0,0xc5575f0e1c4000000200212001e0,0,0,0x1a5e9fd1f4a00000200212001e0,0xdadfcba7351100000200212001e0,0x3fbfb64e82e00000200212001e0,0x25f58e50031900000200212001e6,0x5371f88ad45400000200212001e6,0x4e7c0ead3d7e00000200212001e0,0x5d62213bf49300000200212001e0,0xee71209eaefe00000200212001e0,0,0,0x69f54fd8b59d00000200212001e0,0x7c082c012d4600000200212001e0,0x47626bda6b5400000200212001e0,0xc35276c1b3be00000200212001e6,0xfa8a2534194800000200212001e6,0x60e80f862fd000000200212001e0,0x89799a0b7b5b00000200212001e0,0x297af7d1894b00000200212001e0,0,0,0x697789900080000020021c001f4,0xd0eb2fbd45ef0000020021c001f4,0x846dee3a40bb0000020021c001f4,0x5eda067f144a0000020021c001fa,0xa78deca0a9df0000020021c001fa,0xf542475428900000020021c001f4,0xd10f13d1c6940000020021c001f4,0x3d4bced1a3420000020021c001f4,0,0,0xe486837f2f7b00000200212001e0,0xae95977bbc4500000200212001e0,0xf89c40db19600000200212001e0,0x4657bcccd57300000200212001e6,0x62223b96b58600000200212001e6,0x7b4f2efa7e5700000200212001e0,0x16f400e8a8d200000200212001e0,0x3a67efa1199b00000200212001e0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,d,d,d,d,d,d,d,d,0,0,d,n,n,n,n,n,n,d,0,0,d,n,B,B,B,B,n,d,0,0,d,n,B,ia,ia,B,n,d,0,0,d,n,B,ia,ia,B,n,d,0,0,d,n,B,B,B,B,n,d,0,0,d,n,n,n,n,n,n,d,0,0,d,d,d,d,d,d,d,d,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0x2277e3ee1c3afffffffffea00000,0x9eeb79724fdcfffffffffea00000,0x3cc8a47faf52fffffffffe9ffff1,0x4202bfdc83b9fffffffffe9ffff1,0x9f77707c9a68fffffffffe9ffff1,0xc31970becceefffffffffe9ffff1,0xe088e27b911fffffffffea00000,0x5591542a9baafffffffffea00000,0,0,0x16cf9f07ffa9fffffffffe9fffe7,0x3b8a6635d0b1ffffffffff7fffe7,0xaa127ce2497cffffffffff7fffd8,0x64ab25ad1295ffffffffff7fffd8,0xe467c3f5fd74ffffffffff7fffd8,0x9508d169e6ffffffffffff7fffd8,0x6f5f298baeacffffffffff7fffe7,0xb8032b495096fffffffffe9fffe7,0,0,0xae7437bb816cfffffffffe9fffce,0xc0790b35b1f2ffffffffff7fffce,0x4d95f98b3a8300000000005fffbf,0x6b8bc6c9e0c200000000005fffbf,0x1cbf3fd214ae00000000005fffbf,0x742dbc24733400000000005fffbf,0x3ccc469c8084ffffffffff7fffce,0x80daff6ffe6efffffffffe9fffce,0,0,0x9b5a6cd36dbdfffffffffe9fffb5,0xda3f76241633ffffffffff7fffb5,0xccb06eb3016f00000000005fffa6,0x9b1b8591600b00000000013fffa6,0x2654c0803e4800000000013fffa6,0x7114ffadb81400000000005fffa6,0x22997c10f18effffffffff7fffb5,0x52b6a6939bb5fffffffffe9fffb5,0,0,0xff8712bece9afffffffffe9fffb5,0xd3f106b8d688ffffffffff7fffb5,0x773cad024acc00000000005fffa6,0xe25246bd5f4300000000013fffa6,0x8719c4971af100000000013fffa6,0x7128ec10cda300000000005fffa6,0xc5c0bc04c5f0ffffffffff7fffb5,0x20b56192ad25fffffffffe9fffb5,0,0,0x70d261e1a773fffffffffe9fffb5,0x228e21224ff1ffffffffff7fffb5,0xd499776aaebb00000000005fffa6,0xd386f49bedfa00000000005fffa6,0x4abcd73ff3a00000000005fffa6,0xcb70fd33f3900000000005fffa6,0xd71388231135ffffffffff7fffb5,0xd2896f66c74bfffffffffe9fffb5,0,0,0xe75c87ff068afffffffffe9fffb5,0x27937987199effffffffff7fffb5,0x1e0549f06c4dffffffffff7fffa6,0x148aef5841efffffffffff7fffa6,0x4a6b9e45b6f3ffffffffff7fffa6,0xa9130478f404ffffffffff7fffa6,0x7053af24e201ffffffffff7fffb5,0x41837302bec0fffffffffe9fffb5,0,0,0x338b7b724b9dfffffffffe9fffb5,0xf31c0e6b2791fffffffffe9fffb5,0x60b72438b00efffffffffe9fffa6,0x5c93d2793691fffffffffe9fffa6,0xe241987b5dcefffffffffe9fffa6,0x6fadc489c256fffffffffe9fffa6,0x8fcb681a5615fffffffffe9fffb5,0x9a85835d18e3fffffffffe9fffb5,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0x64cb8a65eba0ffffffff87fff8a,0x825b5bdba1fd0ffffffff87fff8a,0x280be30c51780ffffffff87fff8a,0xd96208c25120ffffffff87fff8a,0xdc7bac0b42b60ffffffff87fff8a,0xc4b79d2a6bdd0ffffffff87fff8a,0xbd9bfb24e89d0ffffffff87fff8a,0x1f04907cbedf0ffffffff87fff8a,0,0,0x6aafdc80372e0ffffffff41fff8e,0x2325be0d6c870ffffffff41fff8e,0xdff74d94d8e60ffffffff41fff8e,0x2df2d3aa38b90ffffffff41fff8e,0xb013bf2a31db0ffffffff41fff8e,0x4f7fee0788f40ffffffff41fff8e,0xa4ef786845130ffffffff41fff8e,0x4b4bd5534dd90ffffffff41fff8e,0,0,0xf999a728f8400ffffffff5dfff92,0xe44265a2a36c0ffffffff5dfff92,0xb8e7078fac970ffffffff5dfff92,0x2ba55f6611850ffffffff5dfff92,0xb4ce83daa9f90ffffffff5dfff92,0x2316ae88fb10ffffffff5dfff92,0x1ac7a66f34a60ffffffff5dfff92,0x864e296a00e70ffffffff5dfff92,0,0,0xb2db338ccb9c0ffffffff71fff96,0x790d0a0b94e0ffffffff71fff96,0x3ecfac3b26ac0ffffffff71fff96,0x71f0ebd3b0590ffffffff71fff8a,0x7e1eac6d8bd70ffffffff71fff8a,0x5fa96313d6ae0ffffffff71fff96,0xf14cfd17d73f0ffffffff71fff96,0x60a3685cebcf0ffffffff71fff96,0,0,0xa1eecdd29d960ffffffff7dfff9a,0x8a0a3820c30d0ffffffff7dfff9a,0xa4330e54c2030ffffffff7dfff9a,0x9dc62605e3ff0ffffffff7dfff8e,0xc944f888e2a80ffffffff7dfff8e,0xdf1a20cc10510ffffffff7dfff9a,0x416f4c056d240ffffffff7dfff9a,0x8033fa283ad50ffffffff7dfff9a,0,0,0x44c6fcd40b9d0ffffffff83fff96,0xf3350bb44eb90ffffffff83fff96,0x29337726bee90ffffffff83fff9e,0x3e32a7f628850ffffffff83fff9e,0x40388fcf6fdf0ffffffff83fff9e,0x4eaf540354e20ffffffff83fff9e,0x7282905663c90ffffffff83fff96,0xe5f8b9f1b6960ffffffff83fff96,0,0,0xafd6eb86b1800ffffffff87fff9a,0x2cb010570e510ffffffff87fff9a,0xcd12dd08d380ffffffff87fffa2,0xe8c73cbc70f30ffffffff87fffa2,0xe1ba2b5140490ffffffff87fffa2,0xc375ba97c4670ffffffff87fffa2,0x3aeeb12eb5890ffffffff87fff9a,0x1708833e62f30ffffffff87fff9a,0,0,0x9ceca15609270ffffffff87fffa6,0xe96cadf167430ffffffff87fffa6,0xb0385d3c4b290ffffffff87fffa6,0xdebba453169f0ffffffff87fffa6,0x8297eb522e6f0ffffffff87fffa6,0xe111d2b074660ffffffff87fffa6,0x2f95fbc2c2610ffffffff87fffa6,0x882f0bb0ab3c0ffffffff87fffa6,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,f,f,f,f,f,f,f,f,0,0,f,p,p,p,p,p,p,f,0,0,f,p,D,D,D,D,p,f,0,0,f,p,D,ka,ka,D,p,f,0,0,f,p,D,ka,ka,D,p,f,0,0,f,p,D,D,D,D,p,f,0,0,f,p,p,p,p,p,p,f,0,0,f,f,f,f,f,f,f,f,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,a,a,a,a,a,a,a,a,0,0,a,k,k,k,k,k,k,a,0,0,a,k,y,y,y,y,k,a,0,0,a,k,y,fa,fa,y,k,a,0,0,a,k,y,fa,fa,y,k,a,0,0,a,k,y,y,y,y,k,a,0,0,a,k,k,k,k,k,k,a,0,0,a,a,a,a,a,a,a,a,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0x6cae46b1fb86000001ffdedffe20,0xf18254e8a569000001ffdedffe20,0x6e5e59cd4a50000001ffdedffe20,0x860f85630449000001ffdedffe1a,0x491f86430880000001ffdedffe1a,0x6e3a7eb5bbd8000001ffdedffe20,0xd292de78985000001ffdedffe20,0xb6ae2f33d04000001ffdedffe20,0,0,0x5003e9bac010000001ffde3ffe0c,0x55d0024a808c000001ffde3ffe0c,0x75b5b5fd609000001ffde3ffe0c,0xea0963a5993a000001ffde3ffe06,0xc0d2c73f72e6000001ffde3ffe06,0xf02fcb7a683a000001ffde3ffe0c,0xa7461bc236e4000001ffde3ffe0c,0xa46577211bdb000001ffde3ffe0c,0,0,0x22d4c1bdb6ab000001ffdedffe20,0xfa5f08998114000001ffdedffe20,0x703dcf45cf8b000001ffdedffe20,0x75de722fb45d000001ffdedffe1a,0x8dd1e6d8ff05000001ffdedffe1a,0x791f6f39e365000001ffdedffe20,0x4582b920e487000001ffdedffe20,0x1811a5b339d9000001ffdedffe20,0,0,0xf84048bf7119000001ffdedffe20,0x8ec3d011d0a4000001ffdedffe20,0xa06ee7c489c0000001ffdedffe20,0x70a663a0b96b000001ffdedffe1a,0xdf638cff198e000001ffdedffe1a,0x91f0100be537000001ffdedffe20,0x9b96bde9fe35000001ffdedffe20,0x219ae6a9d86000001ffdedffe20,0,0,0x23dc6bfcb91f000001ffdedffe20,0xe782427a166f000001ffdedffe20,0x4f35fea57ece000001ffdedffe20,0x84c1828f855c000001ffdedffe1a,0x70dbdaa1a09000001ffdedffe1a,0xeec26f3982a0000001ffdedffe20,0x6faafb7a2f39000001ffdedffe20,0x7418bd031b50000001ffdedffe20,0,0,0xf7a615ed440c000001ffdedffe20,0x89bc3461bd51000001ffdedffe20,0x65f1f937526a000001ffdedffe20,0xfbe76aa77288000001ffdedffe1a,0xeec33cedc71d000001ffdedffe1a,0x81d8b3fb21f1000001ffdedffe20,0x9373e109587c000001ffdedffe20,0x1f9006febaf2000001ffdedffe20,0,0,0xcf4d261cde39000001ffdedffe20,0xf07ad459ea70000001ffdedffe20,0xb482c0deb44e000001ffdedffe20,0x7a8fc1188dbb000001ffdedffe1a,0xb78506343a87000001ffdedffe1a,0xf83fb3bea08c000001ffdedffe20,0xc2935c3260cc000001ffdedffe20,0xb286c4c3be3b000001ffdedffe20,0,0,0x55ac005f9dee000001ffdedffe20,0xc3509cb65f7a000001ffdedffe20,0x342c2a1db891000001ffdedffe20,0x589e4132fb5000001ffdedffe1a,0xac0434c405f5000001ffdedffe1a,0x4522a8240c99000001ffdedffe20,0x6cc352e54dc5000001ffdedffe20,0x84d4f4a07888000001ffdedffe20,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,e,e,e,e,e,e,e,e,0,0,e,o,o,o,o,o,o,e,0,0,e,o,C,C,C,C,o,e,0,0,e,o,C,ja,ja,C,o,e,0,0,e,o,C,ja,ja,C,o,e,0,0,e,o,C,C,C,C,o,e,0,0,e,o,o,o,o,o,o,e,0,0,e,e,e,e,e,e,e,e,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0x356053b3450f000000000160004b,0x5a00a50a450e000000000160004b,0x8f1e3ca0a20d000000000160005a,0x20b0c0edc4d000000000160005a,0x738e6222f794000000000160005a,0xea452d9b3044000000000160005a,0xd8e45672f6be000000000160004b,0xdfd3685de413000000000160004b,0,0,0x9fe6683c7d3000000000160004b,0x3554a64b0196000000000080004b,0x96461da48e10000000000080005a,0xdfedd962c5f7000000000080005a,0x5b2a25ac7009000000000080005a,0xc5721b4c808d000000000080005a,0xece78c3fc2ff000000000080004b,0xbef8fe4fe00000000000160004b,0,0,0x65707ff6e62000000000160004b,0xb42137bbbe16000000000080004b,0x9b11a75d8287ffffffffffa0005a,0x5992bdf248efffffffffffa0005a,0x88f158311c76ffffffffffa0005a,0xb916cf54433effffffffffa0005a,0xe8a3bc3d827d000000000080004b,0xa5dbbe1c6e15000000000160004b,0,0,0xf6abd11e7d81000000000160004b,0x42e95313614f000000000080004b,0x2bcefd336896ffffffffffa0005a,0xcfbcff6c6db3fffffffffec0005a,0x79c07a3bc375fffffffffec0005a,0x5201d190db57ffffffffffa0005a,0xe0d3a2e2d91d000000000080004b,0xa20dd581edc5000000000160004b,0,0,0x28ad2c6f7875000000000160004b,0xa98d0fa34c0e000000000080004b,0x3f1f6a28afb2ffffffffffa0005a,0x2a90f81710e7fffffffffec0005a,0xcf23cd264c16fffffffffec0005a,0x498f3a9f1edffffffffffa0005a,0xcad5e0640a21000000000080004b,0xd45d2f38fef1000000000160004b,0,0,0xe2efeceed9600000000001600032,0x386e8b7225f60000000000800032,0xdd21b0b431beffffffffffa00041,0x5ec5f62c6a9affffffffffa00041,0x8a9192924d8cffffffffffa00041,0x38248d25e710ffffffffffa00041,0xad421f573f810000000000800032,0x4377fcde440e0000000001600032,0,0,0x82d660d982c50000000001600019,0xe9b92c9611990000000000800019,0x1faafa3f71990000000000800028,0x89475870a2340000000000800028,0xce8486e5e6f50000000000800028,0x291c1e8daed70000000000800028,0xfd2b0dd1582c0000000000800019,0x6ea10389dd170000000001600019,0,0,0xfb7773a2b5080000000001600000,0x69647fb166510000000001600000,0x8dc542c9fd09000000000160000f,0xb36a36e8b510000000000160000f,0xbe4c0d52f7ae000000000160000f,0x7cf3172b5877000000000160000f,0xec21f03cbd430000000001600000,0xcbc5b0e48c3a0000000001600000,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0];ua={}
def Ga(b):
 h=b.cells;i=Sb;m,n=b.occupied;o=sum([i[h[a]<<7|a]for a in m])+sum([i[h[a]<<7|a]for a in n]);e=o+ta;k=e>>jb;f=ua.get(k)
 if f is None:
  if j(ua)>Nb:ua.clear()
  f=ua[k]=Tb(b)
 p,r=f;t=(e&ib)-ta+p;l=(e>>ea)+ta;u=(l&ib)-ta+r;c=l>>ea&(1<<jb-2*ea)-1;d=c&255
 if d>da:d=da
 g=t*d+u*(da-d);a=g//da if g>=0 else-(-g//da)
 if c>>Ob&15>=2:a+=bb
 if c>>Pb&15>=2:a-=bb
 if a>0:
  if not c>>Qb&15 and kb(b,s):a//=8
 elif a<0:
  if not c>>Rb&15 and kb(b,q):a=-(-a//8)
 return a if b.turn==s else-a
def Tb(k):
 e=k.cells;g=[0]*10;i=[0]*10;l=[-1]*10;m=[8]*10;o,p,t,u=[],[],[],[]
 for b in k.occupied[s]:
  n=e[b]
  if n==h:
   o.append(b);a,c=b%10,b//10-2;g[a]+=1
   if c<m[a]:m[a]=c
  elif n==x:t.append(b)
 for b in k.occupied[q]:
  n=e[b]
  if n==P:
   p.append(b);a,c=b%10,b//10-2;i[a]+=1
   if c>l[a]:l[a]=c
  elif n==Mb:u.append(b)
 f=j=0
 for b in o:
  a,c=b%10,b//10-2
  if l[a-1]<=c and l[a]<=c and l[a+1]<=c:f+=cb[c];j+=db[c]
  if not g[a-1]and not g[a+1]:f-=sa;j-=sa
 for b in p:
  a,c=b%10,7-(b//10-2)
  if m[a-1]>=7-c and m[a]>=7-c and m[a+1]>=7-c:f-=cb[c];j-=db[c]
  if not i[a-1]and not i[a+1]:f+=sa;j+=sa
 for a in r(1,9):
  if g[a]>1:f-=ra*(g[a]-1);j-=ra*(g[a]-1)
  if i[a]>1:f+=ra*(i[a]-1);j+=ra*(i[a]-1)
 for b in t:
  a=b%10
  if not g[a]:f+=eb if not i[a]else fb
 for b in u:
  a=b%10
  if not i[a]:f-=eb if not g[a]else fb
 d=k.kings[s]
 if d<41:f+=gb*((e[d+9]==h)+(e[d+10]==h)+(e[d+11]==h))+hb*((e[d+19]==h)+(e[d+20]==h)+(e[d+21]==h))
 d=k.kings[q]
 if d>80:f-=gb*((e[d-9]==P)+(e[d-10]==P)+(e[d-11]==P))+hb*((e[d-19]==P)+(e[d-20]==P)+(e[d-21]==P))
 return f,j
def kb(d,e):
 g=d.cells;a=[0]*7;b=[0]*7
 for h,i in(e,a),(e^1,b):
  for j in d.occupied[h]:i[g[j]&7]+=1
 f=a[x]*5+a[K]*9;k=b[x]*5+b[K]*9;c=a[F]+a[H];l=b[F]+b[H]
 if f==0:return c<=1 or c==2 and a[F]==2
 return f==k and c<=l+1
Ha=100000;W=Ha-1000;Ia=Ha+1;Ja,lb,mb=0,1,2;Ka=64;nb=200000;Ub=2;ob=2;La=150;pb=0,8,14;Vb=3;Wb=200;Xb=50;Yb=16;Zb=1<<30;ac=1<<28;qb=1<<27,(1<<27)-1;bc=F,H,x,K
class va(Ua):0
class Ma:
 def __init__(a,b,c,d,e):a.move=b;a.score=c;a.depth=d;a.nodes=e
class cc:
 def __init__(a,b=10):a.contempt=b;a.table={};a.evaluations={};a.history={};a.killers=[[0,0]for _ in r(Ka+1)];a.nodes=0;a.next_poll=0;a.budget=None;a.root_turn=0
 def choose(a,c,h,l=X(),m=Ka-1):
  b=[a for a in c.legal_moves()if a not in l]
  if not b:return Ma(None,0,0,0)
  if j(a.table)>nb:a.table.clear()
  if j(a.evaluations)>nb:a.evaluations.clear()
  for n in a.history:a.history[n]>>=2
  a.budget=h;a.nodes=0;a.next_poll=a.poll_after(0);a.root_turn=c.turn;d,f,e=b[0],0,0
  if j(b)==1:return Ma(d,Ga(c),0,0)
  b=a.order(c,b,0,a.table_move(c))
  try:
   while e<m and not h.exhausted(a.nodes):
    g,i=a.search_root(c,b,e+1);e+=1;d,f=g,i;b.remove(g);b.insert(0,g)
    if abs(i)>W:break
  except va as k:
   if k.args:d,f=k.args
  return Ma(d,f,e,a.nodes)
 def poll_after(a,b):
  if a.budget.nodes is not None:return a.budget.nodes
  return b+Yb
 def poll(a):
  if a.budget.exhausted(a.nodes):raise va()
  a.next_poll=a.poll_after(a.nodes)
 def search_root(d,b,g,e):
  a,h=-Ia,Ia;f=g[0]
  for i,j in la(g):
   b.push(j)
   try:
    if i==0:c=-d.pvs(b,e-1,-h,-a,1,True)
    else:
     c=-d.pvs(b,e-1,-a-1,-a,1,True)
     if c>a:c=-d.pvs(b,e-1,-h,-a,1,True)
   except va:
    if i>0:raise va(f,a)
    raise
   finally:b.pop()
   if c>a:a,f=c,j
  d.store(b,e,a,Ja,f,0);return f,a
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
  if g>=Ka:return Ga(a)
  m=a.is_check()
  if m:c+=1
  if c<=0:return b.quiesce(a,e,d,g)
  w=e;x=a.hash;r=b.table.get(x);s=0
  if r is not None:
   y,z,n,s=r
   if y>=c and d-e==1:
    f=fc(z,g)
    if n==Ja or n==lb and f>=d or n==mb and f<=e:return f
  A=d-e==1;h=b.evaluate(a)if A and not m and abs(d)<W else None
  if h is not None:
   if c<=ob and h-La*c>=d:return h
   if v and c>=3 and h>=d and dc(a):
    a.push_null()
    try:f=-b.pvs(a,c-1-Ub,-d,-d+1,g+1,False)
    finally:a.pop_null()
    if f>=d:return d
  i=-Ia
  if h is not None and c<=ob and h+La*c<=e:
   i=h+La*c;k=a.legal_captures()
   if not k:return i if a.legal_moves()else b.draw_score(a)
  else:
   k=a.legal_moves()
   if not k:return-Ha+g if m else b.draw_score(a)
  k=b.order(a,k,g,s);t=k[0];B=a.cells;C=pb[c]if h is not None and c<j(pb)else j(k)
  for o,l in la(k):
   p=not B[l>>7&127]and l>>14<2
   if p and o>C:continue
   a.push(l)
   try:
    if o==0:f=-b.pvs(a,c-1,-d,-e,g+1,True)
    else:
     u=1 if c>=2 and o>=Vb and p and not m else 0;f=-b.pvs(a,c-1-u,-e-1,-e,g+1,True)
     if f>e and(u or f<d):f=-b.pvs(a,c-1,-d,-e,g+1,True)
   finally:a.pop()
   if f>i:
    i,t=f,l
    if f>e:
     e=f
     if e>=d:
      if p:b.remember_cutoff(l,c,g)
      break
  if i>=d:q=lb
  elif i>w:q=Ja
  else:q=mb
  b.store(a,c,i,q,t,g);return i
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
   f=Q[k[c>>7&127]&7];j=c>>14
   if j==2:f=Q[h]
   elif j>=4:f+=Q[j-2]-Q[h]
   if e+f+Wb<b:continue
   m=k[c&127]&7
   if Q[m]>f+Xb and a.is_attacked(c>>7&127,a.turn^1):continue
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
  if b is None:b=c.evaluations[a.hash]=Ga(a)
  return b
 def table_move(b,c):a=b.table.get(c.hash);return a[3]if a else 0
 def store(a,b,c,d,e,f,g):a.table[b.hash]=c,ec(d,g),e,f
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
    if d or c>=4:b=ac+Q[d&7]*8+(Q[c-2]if c>=4 else 0)-(g[a&127]&7)
    elif a==m:b=qb[0]
    elif a==n:b=qb[1]
    else:b=o.get(a,0)
   e.append((b,a))
  e.sort(reverse=True);return[a for _,a in e]
def dc(a):
 b=a.cells
 for c in a.occupied[a.turn]:
  if b[c]&7 in bc:return True
 return False
def ec(a,b):
 if a>W:return a+b
 if a<-W:return a-b
 return a
def fc(a,b):
 if a>W:return a-b
 if a<-W:return a+b
 return a
class Na(Ua):0
class G(Ta):0
hc=xa('Init','color');ic=xa('Turn','last_move my_time opp_time fen');jc=xa('Status','status remaining_time')
class kc:
 def __init__(a,b):a.readline=b;a.line_number=0
 def next_line(a):
  b=a.readline()
  if not b:raise Na(f'input ended after line {a.line_number}')
  a.line_number+=1
  if b[-1:]not in('\n',b'\n'):raise Na(f'input ended inside line {a.line_number}')
  return a.decode(b).rstrip('\r\n')
 def decode(b,a):
  if isinstance(a,R):return a
  try:return a.decode('utf-8')
  except UnicodeDecodeError:raise G(f'input line {b.line_number}: expected UTF-8 text, got {a!r}')from None
 def fail(a,b,c,d):return G(f'input line {a.line_number}: {b}: expected {c}, got {d!r}')
 def split(d,a,b,e,f=False):
  c=a.split(None,b-1)if f else a.split()
  if j(c)!=b:raise d.fail(e,f'{b} fields',a)
  return c
 def to_int(c,a,d):
  b=a[1:]if a[:1]==J else a
  if b.isascii()and b.isdigit():return S(a)
  raise c.fail(d,'an integer',a)
 def word(c,a,b,d):
  if not a or j(a)>b or' 'in a:raise c.fail(d,f'a word of at most {b} characters',a)
  return a
 def string(c,a,b,d):
  if j(a)>b:raise c.fail(d,f'at most {b} characters',a)
  return a
 def read_init(a):b=a.word(a.next_line(),5,'color');return hc(b)
 def read_turn(a):b=a.split(a.next_line(),4,'lastMove myTime oppTime fen',True);c=a.word(b[0],5,'lastMove');d=a.to_int(b[1],'myTime');e=a.to_int(b[2],'oppTime');f=a.string(b[3],100,'fen');return ic(c,d,e,f)
 def read_status(a):b=a.split(a.next_line(),2,'status remainingTime');c=a.word(b[0],1,'status');d=a.to_int(b[1],'remainingTime');return jc(c,d)
lc=i;mc=30;nc=.5;oc=.5;Oa='white','black'
def pc(b,c):a=os.environ.get('ARENA_NODES');d=max(oc,c)/lc;e=min(nc,d/mc);return Lb(b,e,S(a)if a else None)
def qc(b,a):
 if a>>14==O:return ma if a>>7&127>a&127 else wa
 return b.uci(a)[:4]
def rc(a):
 if a>>14>=4:return a&16383|sb[K]<<14
 return a
class sc:
 def __init__(a,b):a.history=[];a.searcher=b;a.board=None;a.tried=T();a.last_answer=None;a.started=0.;a.clock=0
 def position(a,b,c):a.clock=c;a.board=b;a.board.history=list(a.history);a.tried=T();return a.answer()
 def answer(a):
  c=a.board;d={a for a in c.legal_moves()if 4<=a>>14<7};e=pc(a.started,a.clock);b=a.searcher.choose(c,e,a.tried|d).move
  if b is None:return
  b=rc(b);a.tried.add(b);a.last_answer=b;return qc(c,b)
 def accepted(a):
  if a.last_answer is None:return
  a.board.push(a.last_answer);a.history=a.board.history+[a.board.hash];a.last_answer=None
class tc:
 def __init__(a,b):a.readline=b;a.ahead=None
 def __call__(a):b=a.peek();a.ahead=None;return b
 def peek(a):
  if a.ahead is None:a.ahead=a.readline()
  return a.ahead
 def status_next(a):return j(a.peek().split())==2
class uc:
 def __init__(a,b,c,d):a.reader=b;a.lines=c;a.player=d;a.colour=None;a.answered=None;a.in_step=True
 def lose_step(a,b):print(f'judge_chess: {b}; waiting for a position',file=Y.stderr);a.in_step=False;a.answered=None
 def ignore(a,b):
  if a.in_step:print(f'judge_chess: {b}; ignored',file=Y.stderr)
 def read_colour(a):
  try:
   b=a.reader.read_init().color
   if b not in Oa:raise G(f'input line 1: color: expected white or black, got {b!r}')
   a.colour=Oa.index(b)
  except G as c:a.lose_step(c)
 def step(a):
  try:
   if a.lines.status_next():a.status(a.reader.read_status())
   else:a.position(a.reader.read_turn())
  except G as b:a.lose_step(b)
 def status(a,b):
  c=a.reader.line_number
  if b.status not in('A','D'):raise G(f'input line {c}: status: expected A or D, got {b.status!r}')
  if a.answered is None:a.ignore(f'input line {c}: a status with no move to judge')
  elif b.status=='A':a.player.accepted();a.answered=None
  else:a.play(a.player.answer())
 def position(a,b):
  c=a.reader.line_number
  if b==a.answered:a.ignore(f'input line {c}: the same position again before its status');return
  a.player.started=time.perf_counter();d=a.checked_board(b,c)
  if a.answered is not None:print(f'judge_chess: input line {c}: a new position before the status of the last move; answering it',file=Y.stderr)
  a.in_step=True;a.answered=b;a.play(a.player.position(d,b.my_time))
 def checked_board(e,d,a):
  f=d.fen.split()
  if j(f)!=6:raise G(f'input line {a}: fen: expected 6 fields, got {d.fen!r}')
  try:b=Kb(d.fen)
  except w as g:raise G(f'input line {a}: fen: {g}')from None
  if e.colour is not None and b.turn!=e.colour:raise G(f'input line {a}: fen: {f[1]} to move, but this bot plays {Oa[e.colour]}')
  c=d.last_move
  if c=='NONE':
   if b.turn!=s or b.fullmove!=1:raise G(f'input line {a}: lastMove: NONE after move 1')
  elif not((j(c)==4 or c in(ma,wa))and b.fits_last_move(c)):raise G(f'input line {a}: lastMove: {c!r} cannot have led to the position')
  return b
 def play(a,b):
  if b is None:print(f'judge_chess: no move left to try in {a.player.board.fen()}',file=Y.stderr);a.answered=None;return
  print(b,flush=True)
def vc(c=cc):
 a=tc(Y.stdin.buffer.readline);b=uc(kc(a),a,sc(c()))
 try:
  gc.disable();b.read_colour()
  while True:b.step()
 except Na:return
vc()
