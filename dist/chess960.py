# chess960: built by arena-bundler from 14 modules; do not edit, rebuild with `python -m bundler build`
# modules: sources sources.chess960 sources.chesscore sources.chesscore.tables sources.chesscore.board sources.chesscore.budget sources.chesscore.weights sources.chesscore.evaluation sources.chesscore.search sources.pipe_input sources.readers sources.readers.chess960 sources.chess960.protocol sources.chess960.__main__
# inputs sha256: f82c48f5713f3c77
c=range;a=530;h=480;da=frozenset;j=len;ea=enumerate;m=302;p=932;q=303;r=272;s=955;t=327;x=120;e=10;ta='lastmove';ua='castling';A=938;B=308;C=282;D=958;E=333;F=314;va=ValueError;k=22;Oa='en_passant_file';n=11;I='-';Pa='black_to_move';u=90;Qa='piece_square';ja=b'\n';M=486;y=75;T=944;U=313;V=292;W=961;Ra=Exception;J='';N=20;O=12;from collections import namedtuple as Sa;import gc,os,sys,time as ka,random as Ta,select;g,f=0,1;d=0;b,G,z,v,P,l=1,2,3,4,5,6;i=8;Fb=16;wa,xa,ya,za=e,-e,1,-1;X=xa,wa,za,ya;Y=xa+za,wa+za,xa+ya,wa+ya;fa=Y+X;la=-21,-19,-O,-8,8,O,19,21;Nc,Ua,ga,Z=0,1,2,3;Va='.PNBRQK..pnbrqk';ma='abcdefgh'
def o(file,a):return 21+file+10*a
def Gb():return{o(f,r):ma[f]+str(r+1)for f in c(8)for r in c(8)}
def Hb(e):
 a=Ta.Random(e);d=[0]*2048
 for f in list(c(b,l+1))+list(c(i+b,i+l+1)):
  for g in Gb():d[f<<7|g]=a.getrandbits(64)
 return{Qa:d,ua:[0]+[a.getrandbits(64)for _ in c(15)],Oa:[a.getrandbits(64)for _ in c(8)],Pa:a.getrandbits(64)}
na={21:'a1',31:'a2',41:'a3',51:'a4',61:'a5',71:'a6',81:'a7',91:'a8',k:'b1',32:'b2',42:'b3',52:'b4',62:'b5',72:'b6',82:'b7',92:'b8',23:'c1',33:'c2',43:'c3',53:'c4',63:'c5',73:'c6',83:'c7',93:'c8',24:'d1',34:'d2',44:'d3',54:'d4',64:'d5',74:'d6',84:'d7',94:'d8',25:'e1',35:'e2',45:'e3',55:'e4',65:'e5',y:'e6',85:'e7',95:'e8',26:'f1',36:'f2',46:'f3',56:'f4',66:'f5',76:'f6',86:'f7',96:'f8',27:'g1',37:'g2',47:'g3',57:'g4',67:'g5',77:'g6',87:'g7',97:'g8',28:'h1',38:'h2',48:'h3',58:'h4',68:'h5',78:'h6',88:'h7',98:'h8'};Aa={b:a for a,b in na.items()};Ib=tuple(b'\x15\x1f)3=GQ[\x16 *4>HR\\\x17!+5?IS]\x18",6@JT^\x19#-7AKU_\x1a$.8BLV`\x1b%/9CMWa\x1c&0:DNXb');Jb={-n:-n,-k:-n,-33:-n,-44:-n,-55:-n,-66:-n,-77:-n,9:9,18:9,27:9,36:9,45:9,54:9,63:9,-9:-9,-18:-9,-27:-9,-36:-9,-45:-9,-54:-9,-63:-9,n:n,k:n,33:n,44:n,55:n,66:n,77:n,-e:-e,-N:-e,-30:-e,-40:-e,-50:-e,-60:-e,-70:-e,e:e,N:e,30:e,40:e,50:e,60:e,70:e,-1:-1,-2:-1,-3:-1,-4:-1,-5:-1,-6:-1,-7:-1,1:1,2:1,3:1,4:1,5:1,6:1,7:1};oa=Hb(960);H=oa[Qa];Ba=oa[ua];Kb=oa[Oa];Ca=oa[Pa];Lb='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';ha=da(c(b,l+1)),da(c(i+b,i+l+1));Mb=da('PNBRQKpnbrqk');Nb=da('KQkqABCDEFGHabcdefgh');Wa=ha[f]-{i+l},ha[g]-{l};K=e,-e;Ob=(31,38),(81,88);Xa=(91,98),(21,28);Pb=15;Qb='checkmate';Rb='stalemate';Sb='threefold repetition';Tb='insufficient material';Ub='fifty-move rule';Vb='move limit';Wb=250
def aa(a):return a//10-2
def L(a):return a%10-1
def Ya(a):return(L(a)+aa(a))%2==0
class w(va):0
def Za(c,d,e,b):
 if j(c)<=d:return b
 a=c[d]
 if not(a.isascii()and a.isdigit())or int(a)<b:raise w(f'{e} must be a whole number from {b}, got {a!r}')
 return int(a)
class Da:
 def __init__(a,b=Lb):a.set_fen(b)
 def set_fen(a,e):
  b=e.split()
  if not 2<=j(b)<=6:raise w(f'expected 6 fields, got {j(b)}')
  h,d=b[0],b[1];c=b[2]if j(b)>2 else I;i=b[3]if j(b)>3 else I
  if d not in('w','b'):raise w(f'side to move must be w or b, got {d!r}')
  if c!=I and not set(c)<=Nb:raise w(f'castling must be - or KQkq or rook files, got {c!r}')
  a.halfmove_clock=Za(b,4,'halfmove clock',0);a.fullmove=Za(b,5,'fullmove number',1);a._place(h);a.turn=g if d=='w'else f;a._parse_castling(c);a.en_passant=a._en_passant_target(i)
  if a.is_attacked(a.kings[a.turn^1],a.turn):raise w('the side to move can capture the king')
  a.stack=[];a.history=[];a.hash=a._compute_hash()
 def _place(n,u):
  r=u.split('/')
  if j(r)!=8:raise w(f'expected 8 ranks, got {j(r)}')
  s=[Fb]*120;n.occupied=[set(),set()];k=[[],[]]
  for v,p in ea(r):
   a=7-v;e=0
   for h in p:
    if h in'12345678':
     if e+int(h)>8:raise w(f'rank {a+1} has more than 8 files: {p!r}')
     for _ in c(int(h)):s[o(e,a)]=d;e+=1
     continue
    if h not in Mb:raise w(f'unknown piece {h!r} on rank {a+1}')
    if e==8:raise w(f'rank {a+1} has more than 8 files: {p!r}')
    q=Va.index(h)
    if q&7==b and a in(0,7):raise w(f'a pawn on rank {a+1}')
    t=o(e,a);s[t]=q;m=f if q&i else g;n.occupied[m].add(t)
    if q&7==l:k[m].append(t)
    e+=1
   if e!=8:raise w(f'rank {a+1} has {e} files: {p!r}')
  for m,x in(g,'white'),(f,'black'):
   if j(k[m])!=1:raise w(f'{j(k[m])} {x} kings')
  n.cells=s;n.kings=[k[g][0],k[f][0]]
 def _en_passant_target(c,h):
  if h==I:return 0
  e=c.turn^1;a=Aa.get(h)
  if a is None or aa(a)!=(2 if e==g else 5)or c.cells[a]!=d or c.cells[a-K[e]]!=d or c.cells[a+K[e]]!=b|(i if e==f else 0):raise w(f'no pawn can just have skipped the en-passant square {h!r}')
  return a
 def _parse_castling(a,t):
  a.castling_rooks=[0,0,0,0];n=0
  for p in t.replace(I,J):
   b=g if p.isupper()else f;e=0 if b==g else 7;j=L(a.kings[b]);k=v|(i if b==f else 0);l=p.lower()
   if l=='k':h=[f for f in c(j+1,8)if a.cells[o(f,e)]==k];d=h[-1]if h else None
   elif l=='q':h=[f for f in c(j)if a.cells[o(f,e)]==k];d=h[0]if h else None
   else:d=ma.index(l)
   if d is None or aa(a.kings[b])!=e or a.cells[o(d,e)]!=k:continue
   q=(1 if d<j else 2)<<2*b;a.castling_rooks[q.bit_length()-1]=o(d,e);n|=q
  a.castling_rights=n;m=[Pb]*120
  for r,s in ea(a.castling_rooks):
   if s:m[s]&=~(1<<r);b=r//2;m[a.kings[b]]&=~(3<<2*b)
  a.rights_mask=m;a.castling_paths=[a._castling_path(b)for b in c(4)]
 def _castling_path(g,f):
  a=g.castling_rooks[f]
  if not a:return
  b=g.kings[f//2];e=a-L(a);d,h=(e+6,e+5)if f&1 else(e+2,e+3);i=b,a,d,h;k=tuple(c for c in c(min(i),max(i)+1)if c!=b and c!=a);j=1 if d>=b else-1;l=tuple(c(b+j,d,j))if d!=b else();return k,l,d,a,h
 def _compute_hash(a):
  b=Ba[a.castling_rights]
  for d in g,f:
   for c in a.occupied[d]:b^=H[a.cells[c]<<7|c]
  if a.turn==f:b^=Ca
  a.en_passant_key=a._en_passant_key(a.en_passant);return b^a.en_passant_key
 def _en_passant_key(a,c):
  if not c:return 0
  d=c+K[a.turn^1];e=b|(i if a.turn==f else 0);g=a.cells
  if g[d-1]==e or g[d+1]==e:return Kb[L(c)]
  return 0
 def fen(a,h=True):
  f=[]
  for i in c(7,-1,-1):
   e,b=J,0
   for j in c(8):
    g=a.cells[o(j,i)]
    if g==d:b+=1;continue
    if b:e,b=e+str(b),0
    e+=Va[g]
   f.append(e+(str(b)if b else J))
  return' '.join(('/'.join(f),'wb'[a.turn],a.castling_field(h),na[a.en_passant]if a.en_passant else I,str(a.halfmove_clock),str(a.fullmove)))
 def castling_field(b,h=True):
  d=J
  for a in g,f:
   e=[b.castling_rooks[a]for a in(2*a,2*a+1)if b.castling_rights>>a&1]
   if h:c=J.join(ma[L(a)]for a in sorted(e))
   else:c=J.join('q'if c<b.kings[a]else'k'for c in sorted(e,reverse=True))
   d+=c.upper()if a==g else c
  return d or I
 def push(a,p):
  e=a.cells;k=a.turn;g=p&127;c=p>>7&127;n=p>>14;h=e[g];m=a.occupied[k];j=a.hash;a.stack.append((p,e[c],a.castling_rights,a.en_passant,a.en_passant_key,a.halfmove_clock,j));a.history.append(j);j^=Ca^a.en_passant_key;q=a.castling_rights
  if q:
   u=q&a.rights_mask[g]&a.rights_mask[c]
   if u!=q:j^=Ba[q]^Ba[u];a.castling_rights=u
  a.en_passant=0
  if n==Z:
   r=g-L(g)
   if c<g:o,s=r+2,r+3
   else:o,s=r+6,r+5
   v=e[c];e[g]=e[c]=d;m.discard(g);m.discard(c);e[o]=h;e[s]=v;m.add(o);m.add(s);a.kings[k]=o;j^=H[h<<7|g]^H[h<<7|o]^H[v<<7|c]^H[v<<7|s];a.halfmove_clock+=1
  else:
   w=e[c]
   if w:a.occupied[k^1].discard(c);j^=H[w<<7|c];a.halfmove_clock=0
   elif h&7==b:a.halfmove_clock=0
   else:a.halfmove_clock+=1
   e[g]=d;m.discard(g);m.add(c);j^=H[h<<7|g]
   if n>=4:h=n-2|h&i
   e[c]=h;j^=H[h<<7|c]
   if h&7==l:a.kings[k]=c
   elif n==Ua:a.en_passant=g+c>>1
   elif n==ga:t=c-K[k];j^=H[e[t]<<7|t];e[t]=d;a.occupied[k^1].discard(t)
  if k==f:a.fullmove+=1
  a.turn=k^1;a.en_passant_key=a._en_passant_key(a.en_passant)if a.en_passant else 0;a.hash=j^a.en_passant_key
 def pop(a):
  m,s,u,v,w,x,y=a.stack.pop();a.history.pop();c=a.cells;e=a.turn^1;k=a.occupied[e];h=m&127;j=m>>7&127;r=m>>14
  if r==Z:
   n=h-L(h)
   if j<h:o,p=n+2,n+3
   else:o,p=n+6,n+5
   z,A=c[o],c[p];c[o]=c[p]=d;k.discard(o);k.discard(p);c[h]=z;c[j]=A;k.add(h);k.add(j);a.kings[e]=h
  else:
   q=c[j]
   if r>=4:q=b|q&i
   c[h]=q;c[j]=s;k.discard(j);k.add(h)
   if s:a.occupied[e^1].add(j)
   if q&7==l:a.kings[e]=h
   elif r==ga:t=j-K[e];c[t]=b|(i if e==g else 0);a.occupied[e^1].add(t)
  if e==f:a.fullmove-=1
  a.turn=e;a.castling_rights=u;a.en_passant=v;a.en_passant_key=w;a.halfmove_clock=x;a.hash=y;return m
 def push_null(a):a.stack.append((a.en_passant,a.en_passant_key,a.hash));a.history.append(a.hash);a.hash^=Ca^a.en_passant_key;a.en_passant=0;a.en_passant_key=0;a.turn^=1
 def pop_null(a):a.en_passant,a.en_passant_key,a.hash=a.stack.pop();a.history.pop();a.turn^=1
 def is_attacked(r,e,o):
  c=r.cells;j=i if o==f else 0;s=G|j
  for t in la:
   if c[e+t]==s:return True
  m=b|j
  if o==g:
   if c[e-9]==m or c[e-11]==m:return True
  elif c[e+9]==m or c[e+11]==m:return True
  p=l|j;q=P|j;n=z|j
  for k in Y:
   h=e+k;a=c[h]
   if a==p:return True
   while a==d:h+=k;a=c[h]
   if a==n or a==q:return True
  n=v|j
  for k in X:
   h=e+k;a=c[h]
   if a==p:return True
   while a==d:h+=k;a=c[h]
   if a==n or a==q:return True
  return False
 def is_check(a):return a.is_attacked(a.kings[a.turn],a.turn^1)
 def _checks_and_pins(p):
  g=p.cells;l=p.turn;h=p.kings[l];x=ha[l];j=0 if l==f else i;r=P|j;m=0;n=None;s={}
  for y,t in(X,v|j),(Y,z|j):
   for e in y:
    a=h+e;k=g[a]
    while k==d:a+=e;k=g[a]
    if k==t or k==r:m+=1;n=set(c(h+e,a+e,e))
    elif k in x:
     q=a+e;o=g[q]
     while o==d:q+=e;o=g[q]
     if o==t or o==r:s[a]=e
  A=G|j
  for u in la:
   if g[h+u]==A:m+=1;n={h+u}
  B=b|j;w=K[l]
  for a in h+w-1,h+w+1:
   if g[a]==B:m+=1;n={a}
  return m,n,s
 def legal_moves(a):return a._generate(False)
 def legal_captures(a):return a._generate(True)
 def _generate(e,n):
  f=e.cells;g=e.turn;o,E,r=e._checks_and_pins();m=[];p=e.kings[g];s=Wa[g]
  if o<2:
   w=[];x=K[g];F,H=Ob[g];I,J=Xa[g];L=e.en_passant
   for a in e.occupied[g]:
    q=f[a]&7
    if q==l:continue
    y=o or a in r
    if y:
     if o and a in r:continue
     i=[]
    else:i=m
    j=i.append
    if q==b:
     k=a+x;A=I<=k<=J
     if f[k]==d:
      if A:
       for u in 4,5,6,7:j(a|k<<7|u<<14)
      elif not n:
       j(a|k<<7);B=k+x
       if F<=a<=H and f[B]==d:j(a|B<<7|Ua<<14)
     for c in k-1,k+1:
      if f[c]in s:
       if A:
        for u in 4,5,6,7:j(a|c<<7|u<<14)
       else:j(a|c<<7)
      elif c==L:w.append(a|c<<7|ga<<14)
    elif q==G:
     for M in la:
      c=a+M;h=f[c]
      if h in s or h==d and not n:j(a|c<<7)
    else:
     N=X if q==v else Y if q==z else fa
     for t in N:
      c=a+t;h=f[c]
      while h==d:
       if not n:j(a|c<<7)
       c+=t;h=f[c]
      if h in s:j(a|c<<7)
    if y and i:
     if a in r:C=r[a];i=[m for m in i if Jb.get((m>>7&127)-a)in(C,-C)]
     if o:i=[m for m in i if m>>7&127 in E]
     m.extend(i)
   for D in w:
    e.push(D)
    if not e.is_attacked(e.kings[g],g^1):m.append(D)
    e.pop()
   if not o and e.castling_rights and not n:e._castling_moves(m)
  O=f[p];f[p]=d;P=g^1
  for t in fa:
   c=p+t;h=f[c]
   if(h in s or h==d and not n)and not e.is_attacked(c,P):m.append(p|c<<7)
  f[p]=O;return m
 def pseudo_legal_captures(i):
  e=i.cells;j=i.turn;k=Wa[j];r=K[j];s,t=Xa[j];u=i.en_passant;o=[];g=o.append
  for c in i.occupied[j]:
   h=e[c]&7
   if h==b:
    f=c+r
    if s<=f<=t:
     if e[f]==d:
      for m in 4,5,6,7:g(c|f<<7|m<<14)
     for a in f-1,f+1:
      if e[a]in k:
       for m in 4,5,6,7:g(c|a<<7|m<<14)
     continue
    for a in f-1,f+1:
     if e[a]in k:g(c|a<<7)
     elif a==u:g(c|a<<7|ga<<14)
   elif h==G or h==l:
    for p in la if h==G else fa:
     if e[c+p]in k:g(c|c+p<<7)
   else:
    w=X if h==v else Y if h==z else fa
    for q in w:
     a=c+q;n=e[a]
     while n==d:a+=q;n=e[a]
     if n in k:g(c|a<<7)
  return o
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
   if g:l.append(e|f<<7|Z<<14)
 def uci(f,b,chess960=True):
  a,c,d=b&127,b>>7&127,b>>14
  if d==Z and not chess960:c=a-L(a)+(2 if c<a else 6)
  e=na[a]+na[c]
  if d>=4:e+='nbrq'[d-4]
  return e
 def parse_uci(c,a):
  a=a.strip().lower()
  for b in c.legal_moves():
   if c.uci(b)==a or b>>14==Z and c.uci(b,chess960=False)==a:return b
 def fits_last_move(k,b):
  c=k.turn^1;m=i if c==f else 0;a=0 if c==g else 7;h=k.cells
  if b in('O-O','O-O-O'):q,r=(6,5)if b=='O-O'else(2,3);return h[o(q,a)]==l|m and h[o(r,a)]==v|m
  j,e=Aa.get(b[:2]),Aa.get(b[2:4]);n=b[4:]
  if j is None or e is None or j==e:return False
  if n not in(J,'n','b','r','q')or h[j]in ha[c^1]:return False
  p=h[e]
  if n:return p==G+'nbrq'.index(n)|m and aa(e)==7-a
  if p in ha[c]:return True
  return p==d and aa(j)==aa(e)==a and k.kings[c]in(o(2,a),o(6,a))
 def is_capture(c,a):b=a>>14;return b==ga or b!=Z and c.cells[a>>7&127]!=d
 def is_repetition(a):b=a.history[-a.halfmove_clock:]if a.halfmove_clock else[];return b.count(a.hash)>=2
 def has_insufficient_material(j):
  g=j.cells;a=None
  for c in Ib:
   e=g[c];f=e&7
   if e==d or f==l:continue
   if f in(b,v,P):return False
   if a is None:a=c;continue
   h=g[a]
   if(h^e)&i and f==z and h&7==z and Ya(c)==Ya(a):continue
   return False
  return True
 def half_moves_played(a):return 2*(a.fullmove-1)+a.turn
 def outcome(a):
  if not a.legal_moves():return Qb if a.is_check()else Rb
  if a.is_repetition():return Sb
  if a.has_insufficient_material():return Tb
  if a.halfmove_clock>=100:return Ub
  if a.half_moves_played()>=Wb:return Vb
def ab(a):b=J.join(ma[f]for f in c(8)if a[f]=='R');d=b.upper()+b;return f'{a.lower()}/pppppppp/8/8/8/8/PPPPPPPP/{a} w {d} - 0 1'
class Ea:
 def __init__(a,b,c,d=None,e=None):a.deadline=b+c;a.nodes=d;a.interrupted=e
 def exhausted(a,b):
  if a.nodes is not None:return b>=a.nodes
  if a.interrupted is not None and a.interrupted():return True
  return ka.perf_counter()>=a.deadline
bb=(u,u,u,u,102,102,94,94,106,106,98,98,102,102,102,114,106,106,106,118,110,110,110,110,114,114,114,114,118,118,118,118),(m,m,m,m,m,F,F,F,m,F,326,326,m,F,326,338,m,F,326,338,m,F,326,326,m,F,F,F,m,m,m,m),(t,t,t,t,t,E,E,E,t,E,339,339,t,E,339,345,t,E,339,345,t,E,339,339,t,E,E,E,t,t,t,t),(h,h,h,M,h,h,h,M,h,h,h,M,h,h,h,M,h,h,h,M,h,h,h,M,500,500,500,506,h,h,h,M),(s,s,s,s,s,D,D,D,s,D,W,W,s,D,W,964,s,D,W,964,s,D,W,W,s,D,D,D,s,s,s,s),(0,0,-15,-15,-25,-25,-40,-40,-50,-50,-65,-65,-y,-y,-u,-u,-y,-y,-u,-u,-y,-y,-u,-u,-y,-y,-u,-u,-y,-y,-u,-u);Xb=(x,x,x,x,x,x,x,x,124,124,124,124,130,130,130,130,142,142,142,142,162,162,162,162,190,190,190,190,x,x,x,x),(r,r,r,r,r,C,C,C,r,C,V,V,r,C,V,m,r,C,V,m,r,C,V,V,r,C,C,C,r,r,r,r),(q,q,q,q,q,B,B,B,q,B,U,U,q,B,U,318,q,B,U,318,q,B,U,U,q,B,B,B,q,q,q,q),(a,a,a,a,a,a,a,a,a,a,a,a,a,a,a,a,a,a,a,a,a,a,a,a,540,540,540,540,a,a,a,a),(p,p,p,p,p,A,A,A,p,A,T,T,p,A,T,950,p,A,T,950,p,A,T,T,p,A,A,A,p,p,p,p),(-k,-k,-k,-k,-k,-8,-8,-8,-k,-8,6,6,-k,-8,6,N,-k,-8,6,N,-k,-8,6,6,-k,-8,-8,-8,-k,-k,-k,-k);cb=0,5,5,e,N,35,60,0;db=0,e,15,25,45,y,x,0;eb=O;fb=O;gb=e;hb=e;ib=25;jb=O;kb=O;lb=6;mb=30;nb=0,0,0,4,2,1,0;Yb=0,0,0,6,7,13,0;Zb=0,0,1,1,2,4,0;ia=24;Q=i|b;ac=i|v;R=0,100,310,330,500,950,20000
def ob(file,a):return a*4+min(file,7-file)
S=N;pa=1<<S-1;pb=(1<<S)-1;Fa=64;bc=48;cc=100000;dc,qb,rb=0,8,O;sb,tb=16,N
def ec():
 m=[0]*2048;t=Ta.Random(64);n={}
 for a in c(b,l+1):
  for p in c(8):
   for h in c(8):
    q=ob(p,h);u=bb[a-1][q];v=Xb[a-1][q];w=Zb[a]<<dc
    for d in g,f:
     if a==z:j=(qb,rb)[d]
     elif a==b:j=(sb,tb)[d]
     else:j=None
     x=w+(1<<j if j is not None else 0);r=1 if d==g else-1;s=o(p,h if d==g else 7-h);e=a|(i if d==f else 0);m[e<<7|s]=r*u+(r*v<<S)+(x<<2*S);k=fc(a,p,h)
     if k is not None:
      if(e,k)not in n:n[e,k]=t.getrandbits(bc)
      m[e<<7|s]+=n[e,k]<<Fa
 return m
def fc(a,file,c):
 if a==b:return file,c
 if a==v:return file
 if a==l:return(file,c)if c<2 else'away'
hc=ec()
def ic():
 a=[0]*2048
 for d in c(b,l+1):
  for e in c(8):
   for f in c(8):g=bb[d-1][ob(e,f)];a[d<<7|o(e,f)]=g;a[(d|i)<<7|o(e,7-f)]=g
 return a
jc=ic();kc={a|d:(c,b*nb[a],b*nb[a]*Yb[a])for a,c in((z,Y),(v,X),(P,fa))for d,b in((0,1),(i,-1))};qa={}
def Ga(b):
 k=b.cells;l=hc;r,s=b.occupied;t=sum([l[k[a]<<7|a]for a in r])+sum([l[k[a]<<7|a]for a in s]);e=t+pa;m=e>>Fa;h=qa.get(m)
 if h is None:
  if j(qa)>cc:qa.clear()
  h=qa[m]=mc(b)
 u,v=h;n=(e&pb)-pa+u;o=(e>>S)+pa;p=(o&pb)-pa+v;c=o>>S&(1<<Fa-2*S)-1;d=c&255
 if d>ia:d=ia
 q=lc(b);n+=q;p+=q;i=n*d+p*(ia-d);a=i//ia if i>=0 else-(-i//ia)
 if c>>qb&15>=2:a+=mb
 if c>>rb&15>=2:a-=mb
 if a>0:
  if not c>>sb&15 and ub(b,g):a//=8
 elif a<0:
  if not c>>tb&15 and ub(b,f):a=-(-a//8)
 return a if b.turn==g else-a
def lc(a):
 b=a.cells;c=0
 for i in a.occupied:
  for d in i:
   e=kc.get(b[d])
   if e is not None:
    j,k,l=e;f=0
    for g in j:
     h=d+g
     while not b[h]:f+=1;h+=g
    c+=k*f-l
 return c
def mc(n):
 i=n.cells;k=[0]*10;l=[0]*10;o=[-1]*10;p=[8]*10;r,s,t,u=[],[],[],[]
 for d in n.occupied[g]:
  q=i[d]
  if q==b:
   r.append(d);a,e=d%10,d//10-2;k[a]+=1
   if e<p[a]:p[a]=e
  elif q==v:t.append(d)
 for d in n.occupied[f]:
  q=i[d]
  if q==Q:
   s.append(d);a,e=d%10,d//10-2;l[a]+=1
   if e>o[a]:o[a]=e
  elif q==ac:u.append(d)
 j=m=0
 for d in r:
  a,e=d%10,d//10-2
  if o[a-1]<=e and o[a]<=e and o[a+1]<=e:j+=cb[e];m+=db[e]
  if not k[a-1]and not k[a+1]:j-=gb;m-=hb
 for d in s:
  a,e=d%10,7-(d//10-2)
  if p[a-1]>=7-e and p[a]>=7-e and p[a+1]>=7-e:j-=cb[e];m-=db[e]
  if not l[a-1]and not l[a+1]:j+=gb;m+=hb
 for a in c(1,9):
  if k[a]>1:j-=eb*(k[a]-1);m-=fb*(k[a]-1)
  if l[a]>1:j+=eb*(l[a]-1);m+=fb*(l[a]-1)
 for d in t:
  a=d%10
  if not k[a]:j+=ib if not l[a]else jb
 for d in u:
  a=d%10
  if not l[a]:j-=ib if not k[a]else jb
 h=n.kings[g]
 if h<41:j+=kb*((i[h+9]==b)+(i[h+10]==b)+(i[h+11]==b))+lb*((i[h+19]==b)+(i[h+20]==b)+(i[h+21]==b))
 h=n.kings[f]
 if h>80:j-=kb*((i[h-9]==Q)+(i[h-10]==Q)+(i[h-11]==Q))+lb*((i[h-19]==Q)+(i[h-20]==Q)+(i[h-21]==Q))
 return j,m
def ub(d,e):
 g=d.cells;a=[0]*7;b=[0]*7
 for h,i in(e,a),(e^1,b):
  for j in d.occupied[h]:i[g[j]&7]+=1
 f=a[v]*5+a[P]*9;k=b[v]*5+b[P]*9;c=a[G]+a[z];l=b[G]+b[z]
 if f==0:return c<=1 or c==2 and a[G]==2
 return f==k and c<=l+1
Ha=100000;ba=Ha-1000;Ia=Ha+1;Ja,vb,wb=0,1,2;ra=64;xb=200000;nc=2;yb=2;Ka=150;zb=0,8,14;oc=3;pc=200;qc=50;rc=16;sc=1<<30;tc=1<<28;Ab=1<<27,(1<<27)-1;Bb=8;uc=G,z,v,P
class sa(Ra):0
class La:
 def __init__(a,b,c,d,e):a.move=b;a.score=c;a.depth=d;a.nodes=e
class Cb:
 def __init__(a,b=10):a.contempt=b;a.table={};a.evaluations={};a.history={};a.killers=[[0,0]for _ in c(ra+1)];a.nodes=0;a.next_poll=0;a.budget=None;a.root_turn=0
 def choose(c,a,d,e=da(),f=ra-1):
  b=[a for a in a.legal_moves()if a not in e]
  if not b:return La(None,0,0,0)
  c.make_room(xb);c.start(d,a.turn)
  if j(b)==1:return La(b[0],Ga(a),0,0)
  return c.deepen(a,b,f)
 def ponder(a,b,d):
  c=b.legal_moves();a.make_room(xb//2);a.start(d,b.turn^1)
  if c:a.deepen(b,c,ra-1)
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
  except sa as i:
   if i.args:e,f=i.args
  return La(e,f,c,a.nodes)
 def poll_after(a,b):
  if a.budget.nodes is not None:return a.budget.nodes
  return b+rc
 def poll(a):
  if a.budget.exhausted(a.nodes):raise sa()
  a.next_poll=a.poll_after(a.nodes)
 def search_root(d,b,g,e):
  a,h=-Ia,Ia;f=g[0]
  for i,j in ea(g):
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
  if g>=ra:return Ga(a)
  m=a.is_check()
  if m:c+=1
  if c<=0:return b.quiesce(a,e,d,g)
  w=e;x=a.hash;r=b.table.get(x);s=0
  if r is not None:
   y,z,n,s=r
   if y>=c and d-e==1:
    f=xc(z,g)
    if n==Ja or n==vb and f>=d or n==wb and f<=e:return f
  A=d-e==1;h=b.evaluate(a)if A and not m and abs(d)<ba else None
  if h is not None:
   if c<=yb and h-Ka*c>=d:return h
   if v and c>=3 and h>=d and vc(a):
    a.push_null()
    try:f=-b.pvs(a,c-1-nc,-d,-d+1,g+1,False)
    finally:a.pop_null()
    if f>=d:return d
  i=-Ia
  if h is not None and c<=yb and h+Ka*c<=e:
   i=h+Ka*c;k=a.legal_captures()
   if not k:return i if a.legal_moves()else b.draw_score(a)
  else:
   k=a.legal_moves()
   if not k:return-Ha+g if m else b.draw_score(a)
  k=b.order(a,k,g,s);t=k[0];B=a.cells;C=zb[c]if h is not None and c<j(zb)else j(k)
  for o,l in ea(k):
   p=not B[l>>7&127]and l>>14<2
   if p and o>C:continue
   a.push(l)
   try:
    if o==0:f=-b.pvs(a,c-1,-d,-e,g+1,True)
    else:
     u=1 if c>=2 and o>=oc and p and not m else 0;f=-b.pvs(a,c-1-u,-e-1,-e,g+1,True)
     if f>e and(u or f<d):f=-b.pvs(a,c-1,-d,-e,g+1,True)
   finally:a.pop()
   if f>i:
    i,t=f,l
    if f>e:
     e=f
     if e>=d:
      if p:b.remember_cutoff(l,c,g)
      break
  if i>=d:q=vb
  elif i>w:q=Ja
  else:q=wb
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
   g=R[k[d>>7&127]&7];j=d>>14
   if j==2:g=R[b]
   elif j>=4:g+=R[j-2]-R[b]
   if f+g+pc<c:continue
   m=k[d&127]&7
   if R[m]>g+qc and a.is_attacked(d>>7&127,a.turn^1):continue
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
  if b is None:b=c.evaluations[a.hash]=Ga(a)
  return b
 def table_move(b,c):a=b.table.get(c.hash);return a[3]if a else 0
 def store(a,b,c,d,e,f,g):a.table[b.hash]=c,wc(d,g),e,f
 def remember_cutoff(c,a,d,e):
  b=c.killers[e]
  if b[0]!=a:b[1]=b[0];b[0]=a
  c.history[a]=c.history.get(a,0)+d*d
 def order(l,q,r,s,t):
  f=q.cells;u,v=l.killers[s];m=l.history;c=jc;j=[]
  for a in r:
   if a==t:d=sc
   else:
    h=f[a>>7&127];e=a>>14
    if e==3:h=0
    elif e==2:h=b
    if h or e>=4:d=tc+R[h&7]*8+(R[e-2]if e>=4 else 0)-(f[a&127]&7)
    elif a==u:d=Ab[0]
    elif a==v:d=Ab[1]
    elif e==3:g,k=a&127,a>>7&127;i=g-g%10;w,x=(i+3,i+4)if k<g else(i+7,i+6);n,o=f[g]<<7,f[k]<<7;d=m.get(a,0)*Bb+c[n|w]-c[n|g]+c[o|x]-c[o|k]
    else:p=f[a&127]<<7;d=m.get(a,0)*Bb+c[p|a>>7&127]-c[p|a&127]
   j.append((d,a))
  j.sort(reverse=True);return[a for _,a in j]
def vc(a):
 b=a.cells
 for c in a.occupied[a.turn]:
  if b[c]&7 in uc:return True
 return False
def wc(a,b):
 if a>ba:return a+b
 if a<-ba:return a-b
 return a
def xc(a,b):
 if a>ba:return a-b
 if a<-ba:return a+b
 return a
yc=1<<16
class zc:
 def __init__(a,b):a.fd=b;a.buffer=b''
 def readline(a):
  while ja not in a.buffer:
   c=os.read(a.fd,yc)
   if not c:b,a.buffer=a.buffer,b'';return b
   a.buffer+=c
  b,_,a.buffer=a.buffer.partition(ja);return b+ja
 def waiting(a):return bool(a.buffer)or bool(select.select([a.fd],[],[],0)[0])
def Ac(a):
 if a is not None:return
 try:return zc(sys.stdin.fileno())
 except(AttributeError,va,OSError):return
class Ma(Ra):0
class ca(va):0
Bc=Sa('Init','constants_count constant_names constant_values');Cc=Sa('Turn','board color castling en_passant half_move_clock full_move moves_count moves last_move draw_offered game_number my_score opp_score')
class Dc:
 def __init__(a,b):a.readline=b;a.line_number=0
 def next_line(a):
  b=a.readline()
  if not b:raise Ma(f'input ended after line {a.line_number}')
  a.line_number+=1
  if b[-1:]not in('\n',ja):raise Ma(f'input ended inside line {a.line_number}')
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
  b=a.to_int(a.next_line(),'constantsCount');d=[];e=[]
  for _ in c(b):f=a.split(a.next_line(),2,'constantNames constantValues');d.append(a.word(f[0],32,'constantNames'));e.append(a.to_int(f[1],'constantValues'))
  return Bc(b,d,e)
 def read_turn(a,r):
  f=None;g=None;h=None;i=None;j=None;k=None;e=None;l=None;m=None;n=None;o=None;p=None;q=None
  for d in r:
   if d=='fen':b=a.split(a.next_line(),6,'board color castling enPassant halfMoveClock fullMove');f=a.word(b[0],71,'board');g=a.word(b[1],1,'color');h=a.word(b[2],4,ua);i=a.word(b[3],2,'enPassant');j=a.to_int(b[4],'halfMoveClock');k=a.to_int(b[5],'fullMove')
   elif d=='moves':e=a.to_int(a.next_line(),'movesCount');l=[a.word(a.next_line(),5,'moves')for _ in c(e)]
   elif d==ta:m=a.word(a.next_line(),5,'lastMove')
   elif d=='draw':n=a.to_bool(a.next_line(),'drawOffered')
   elif d=='game':o=a.to_int(a.next_line(),'gameNumber')
   elif d=='score':b=a.split(a.next_line(),2,'myScore oppScore');p=a.to_int(b[0],'myScore');q=a.to_int(b[1],'oppScore')
  return Cc(f,g,h,i,j,k,e,l,m,n,o,p,q)
Db='lastmove draw game fen';Eb=Db.split();Ec=.027;Fc=.3;Gc=1.;Hc=-150
def Ic(g):
 h=ka.perf_counter();b=g.read_init();c=b.constant_names
 for d,(a,e)in ea(zip(c,b.constant_values)):
  f=f'input line {d+2}: constantNames'
  if a in c[:d]:raise ca(f'{f}: {a!r} given twice')
  if a=='crazyHouse'and e!=0:raise ca(f'{f}: crazyHouse {e}: this bot plays no crazyhouse')
 Cb().choose(Da(ab('RNBQKBNR')),Ea(h,Fc,Na()));print(Db,flush=True)
def Na():a=os.environ.get('ARENA_NODES');return int(a)if a else None
def Jc(a):return Ea(a,Ec,Na())
def Kc(a,e):
 def b(a,b):return ca(f'input line {e+Eb.index(a)}: {b}')
 d=f'{a.board} {a.color} {a.castling} {a.en_passant} {a.half_move_clock} {a.full_move}'
 try:c=Da(d)
 except w as f:raise b('fen',f'fen: {f}')from None
 if a.game_number not in(1,2):raise b('game',f'gameNumber: expected 1 or 2, got {a.game_number}')
 if a.last_move=='none':
  if c.turn!=g or c.fullmove!=1:raise b(ta,"lastMove: 'none' after the game's first move")
 elif not c.fits_last_move(a.last_move):raise b(ta,f'lastMove: {a.last_move!r} cannot have led to {d!r}')
 return c
class Lc:
 def __init__(a,c,b,d):
  a.number=c;a.history=[];a.searcher=d;a.opponent_to_move=None
  if b.turn==f and b.fullmove==1:e=b.fen().split('/')[0];a.history.append(Da(ab(e.upper())).hash)
 def answer(b,a,f,g):
  a.history=list(b.history);c=b.searcher.choose(a,Jc(g))
  if c.move is None:print(f'no legal move in {a.fen()}',file=sys.stderr);return'resign'
  d=c.score<=Hc
  if f and d:return'draw'
  e=a.uci(c.move);a.push(c.move);b.history=a.history+[a.hash];b.opponent_to_move=a;return e+'='if d else e
 def ponder(a,b):
  if a.opponent_to_move is not None:c=Ea(ka.perf_counter(),Gc,None,b);a.searcher.ponder(a.opponent_to_move,c);a.opponent_to_move=None
def Mc(f=Cb,g=True):
 c=Ac(Na())if g else None;d=Dc(c.readline if c else sys.stdin.buffer.readline)
 try:
  gc.disable();Ic(d);a=None
  while True:
   h=d.line_number+1;b=d.read_turn(Eb);i=ka.perf_counter();e=Kc(b,h)
   if a is None or b.game_number!=a.number or b.last_move=='none':a=Lc(b.game_number,e,f())
   print(a.answer(e,b.draw_offered,i),flush=True)
   if c is not None:a.ponder(c.waiting)
 except Ma:return
 except ca as j:print(f'chess960: bad input, stopping: {j}',file=sys.stderr)
Mc()
