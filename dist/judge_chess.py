# judge-chess: built by arena-bundler from 9 modules; do not edit, rebuild with `python -m bundler build`
# modules: sources sources.judge_chess sources.chesscore sources.chesscore.tables sources.chesscore.board sources.chesscore.budget sources.chesscore.fallback sources.judge_chess.protocol sources.judge_chess.__main__
# inputs sha256: d03b012cd8422469
import random;import time as D;import os;import sys;c,e=0,1;b=0;f,u,n,p,q,g=1,2,3,4,5,6;d=8;L=16;j,k,s,t=10,-10,1,-1;v=k,j,t,s;w=k+t,j+t,k+s,j+s;E=w+v;B=-21,-19,-12,-8,8,12,19,21;ra,F,x,o=0,1,2,3;M={u:4,n:5,p:6,q:7};G='.PNBRQK..pnbrqk';y='abcdefgh'
def h(file,a):return 21+file+10*a
def N():return{h(f,r):y[f]+str(r+1)for f in range(8)for r in range(8)}
def O(c):
 a=random.Random(c);b=[0]*2048
 for e in list(range(f,g+1))+list(range(d+f,d+g+1)):
  for h in N():b[e<<7|h]=a.getrandbits(64)
 return{'piece_square':b,'castling':[0]+[a.getrandbits(64)for _ in range(15)],'en_passant_file':[a.getrandbits(64)for _ in range(8)],'black_to_move':a.getrandbits(64)}
i={21:'a1',31:'a2',41:'a3',51:'a4',61:'a5',71:'a6',81:'a7',91:'a8',22:'b1',32:'b2',42:'b3',52:'b4',62:'b5',72:'b6',82:'b7',92:'b8',23:'c1',33:'c2',43:'c3',53:'c4',63:'c5',73:'c6',83:'c7',93:'c8',24:'d1',34:'d2',44:'d3',54:'d4',64:'d5',74:'d6',84:'d7',94:'d8',25:'e1',35:'e2',45:'e3',55:'e4',65:'e5',75:'e6',85:'e7',95:'e8',26:'f1',36:'f2',46:'f3',56:'f4',66:'f5',76:'f6',86:'f7',96:'f8',27:'g1',37:'g2',47:'g3',57:'g4',67:'g5',77:'g6',87:'g7',97:'g8',28:'h1',38:'h2',48:'h3',58:'h4',68:'h5',78:'h6',88:'h7',98:'h8'};P={b:a for a,b in i.items()};Q=tuple(b'\x15\x1f)3=GQ[\x16 *4>HR\\\x17!+5?IS]\x18",6@JT^\x19#-7AKU_\x1a$.8BLV`\x1b%/9CMWa\x1c&0:DNXb');R={-11:-11,-22:-11,-33:-11,-44:-11,-55:-11,-66:-11,-77:-11,9:9,18:9,27:9,36:9,45:9,54:9,63:9,-9:-9,-18:-9,-27:-9,-36:-9,-45:-9,-54:-9,-63:-9,11:11,22:11,33:11,44:11,55:11,66:11,77:11,-10:-10,-20:-10,-30:-10,-40:-10,-50:-10,-60:-10,-70:-10,10:10,20:10,30:10,40:10,50:10,60:10,70:10,-1:-1,-2:-1,-3:-1,-4:-1,-5:-1,-6:-1,-7:-1,1:1,2:1,3:1,4:1,5:1,6:1,7:1};a=O(960);l=a['piece_square'];z=a['castling'];S=a['en_passant_file'];A=a['black_to_move'];T='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';C=frozenset(range(f,g+1)),frozenset(range(d+f,d+g+1));U=C[e]-{d+g},C[c]-{g};r=10,-10;V=(31,38),(81,88);W=(91,98),(21,28);X=15;Y='checkmate';Z='stalemate';aa='threefold repetition';ba='insufficient material';ca='fifty-move rule';da='move limit';ea=250
def H(a):return a//10-2
def m(a):return a%10-1
def I(a):return(m(a)+H(a))%2==0
class fa:
 def __init__(a,b=T):a.set_fen(b)
 def set_fen(a,q):
  f=q.split();r,s=f[0],f[1];t=f[2]if len(f)>2 else'-';n=f[3]if len(f)>3 else'-';a.halfmove_clock=int(f[4])if len(f)>4 else 0;a.fullmove=int(f[5])if len(f)>5 else 1;j=[L]*120;a.occupied=[set(),set()];a.kings=[0,0]
  for o,u in enumerate(r.split('/')):
   i=0
   for k in u:
    if k.isdigit():
     for _ in range(int(k)):j[h(i,7-o)]=b;i+=1
     continue
    l=h(i,7-o);m=G.index(k);j[l]=m;p=e if m&d else c;a.occupied[p].add(l)
    if m&7==g:a.kings[p]=l
    i+=1
  a.cells=j;a.turn=c if s=='w'else e;a._parse_castling(t);a.en_passant=P[n]if n!='-'else 0;a.stack=[];a.history=[];a.hash=a._compute_hash()
 def _parse_castling(a,u):
  a.castling_rooks=[0,0,0,0];o=0
  for q in u.replace('-',''):
   b=c if q.isupper()else e;g=0 if b==c else 7;j=m(a.kings[b]);k=p|(d if b==e else 0);l=q.lower()
   if l=='k':i=[f for f in range(j+1,8)if a.cells[h(f,g)]==k];f=i[-1]if i else None
   elif l=='q':i=[f for f in range(j)if a.cells[h(f,g)]==k];f=i[0]if i else None
   else:f=y.index(l)
   if f is None or H(a.kings[b])!=g or a.cells[h(f,g)]!=k:continue
   r=(1 if f<j else 2)<<2*b;a.castling_rooks[r.bit_length()-1]=h(f,g);o|=r
  a.castling_rights=o;n=[X]*120
  for s,t in enumerate(a.castling_rooks):
   if t:n[t]&=~(1<<s);b=s//2;n[a.kings[b]]&=~(3<<2*b)
  a.rights_mask=n;a.castling_paths=[a._castling_path(b)for b in range(4)]
 def _castling_path(f,e):
  a=f.castling_rooks[e]
  if not a:return None
  b=f.kings[e//2];d=a-m(a);c,g=(d+6,d+5)if e&1 else(d+2,d+3);h=b,a,c,g;j=tuple(c for c in range(min(h),max(h)+1)if c!=b and c!=a);i=1 if c>=b else-1;k=tuple(range(b+i,c,i))if c!=b else();return j,k,c,a,g
 def _compute_hash(a):
  b=z[a.castling_rights]
  for f in c,e:
   for d in a.occupied[f]:b^=l[a.cells[d]<<7|d]
  if a.turn==e:b^=A
  a.en_passant_key=a._en_passant_key(a.en_passant);return b^a.en_passant_key
 def _en_passant_key(a,b):
  if not b:return 0
  c=b+r[a.turn^1];g=f|(d if a.turn==e else 0);h=a.cells
  if h[c-1]==g or h[c+1]==g:return S[m(b)]
  return 0
 def fen(a,g=True):
  e=[]
  for j in range(7,-1,-1):
   d,c='',0
   for k in range(8):
    f=a.cells[h(k,j)]
    if f==b:c+=1;continue
    if c:d,c=d+str(c),0
    d+=G[f]
   e.append(d+(str(c)if c else''))
  return' '.join(('/'.join(e),'wb'[a.turn],a.castling_field(g),i[a.en_passant]if a.en_passant else'-',str(a.halfmove_clock),str(a.fullmove)))
 def castling_field(b,h=True):
  f=''
  for a in c,e:
   g=[b.castling_rooks[a]for a in(2*a,2*a+1)if b.castling_rights>>a&1]
   if h:d=''.join(y[m(a)]for a in sorted(g))
   else:d=''.join('q'if c<b.kings[a]else'k'for c in sorted(g,reverse=True))
   f+=d.upper()if a==c else d
  return f or'-'
 def push(a,t):
  h=a.cells;n=a.turn;i=t&127;c=t>>7&127;q=t>>14;j=h[i];p=a.occupied[n];k=a.hash;a.stack.append((t,h[c],a.castling_rights,a.en_passant,a.en_passant_key,a.halfmove_clock,k));a.history.append(k);k^=A^a.en_passant_key;u=a.castling_rights
  if u:
   B=u&a.rights_mask[i]&a.rights_mask[c]
   if B!=u:k^=z[u]^z[B];a.castling_rights=B
  a.en_passant=0
  if q==o:
   v=i-m(i)
   if c<i:s,w=v+2,v+3
   else:s,w=v+6,v+5
   C=h[c];h[i]=h[c]=b;p.discard(i);p.discard(c);h[s]=j;h[w]=C;p.add(s);p.add(w);a.kings[n]=s;k^=l[j<<7|i]^l[j<<7|s]^l[C<<7|c]^l[C<<7|w];a.halfmove_clock+=1
  else:
   D=h[c]
   if D:a.occupied[n^1].discard(c);k^=l[D<<7|c];a.halfmove_clock=0
   elif j&7==f:a.halfmove_clock=0
   else:a.halfmove_clock+=1
   h[i]=b;p.discard(i);p.add(c);k^=l[j<<7|i]
   if q>=4:j=q-2|j&d
   h[c]=j;k^=l[j<<7|c]
   if j&7==g:a.kings[n]=c
   elif q==F:a.en_passant=i+c>>1
   elif q==x:y=c-r[n];k^=l[h[y]<<7|y];h[y]=b;a.occupied[n^1].discard(y)
  if n==e:a.fullmove+=1
  a.turn=n^1;a.en_passant_key=a._en_passant_key(a.en_passant)if a.en_passant else 0;a.hash=k^a.en_passant_key
 def pop(a):
  n,v,y,z,A,B,C=a.stack.pop();a.history.pop();h=a.cells;i=a.turn^1;l=a.occupied[i];j=n&127;k=n>>7&127;u=n>>14
  if u==o:
   p=j-m(j)
   if k<j:q,s=p+2,p+3
   else:q,s=p+6,p+5
   D,E=h[q],h[s];h[q]=h[s]=b;l.discard(q);l.discard(s);h[j]=D;h[k]=E;l.add(j);l.add(k);a.kings[i]=j
  else:
   t=h[k]
   if u>=4:t=f|t&d
   h[j]=t;h[k]=v;l.discard(k);l.add(j)
   if v:a.occupied[i^1].add(k)
   if t&7==g:a.kings[i]=j
   elif u==x:w=k-r[i];h[w]=f|(d if i==c else 0);a.occupied[i^1].add(w)
  if i==e:a.fullmove-=1
  a.turn=i;a.castling_rights=y;a.en_passant=z;a.en_passant_key=A;a.halfmove_clock=B;a.hash=C;return n
 def push_null(a):a.stack.append((a.en_passant,a.en_passant_key,a.hash));a.history.append(a.hash);a.hash^=A^a.en_passant_key;a.en_passant=0;a.en_passant_key=0;a.turn^=1
 def pop_null(a):a.en_passant,a.en_passant_key,a.hash=a.stack.pop();a.history.pop();a.turn^=1
 def is_attacked(x,i,r):
  h=x.cells;k=d if r==e else 0;y=u|k
  for z in B:
   if h[i+z]==y:return True
  m=f|k
  if r==c:
   if h[i-9]==m or h[i-11]==m:return True
  elif h[i+9]==m or h[i+11]==m:return True
  s=g|k;t=q|k;o=n|k
  for l in w:
   j=i+l;a=h[j]
   if a==s:return True
   while a==b:j+=l;a=h[j]
   if a==o or a==t:return True
  o=p|k
  for l in v:
   j=i+l;a=h[j]
   if a==s:return True
   while a==b:j+=l;a=h[j]
   if a==o or a==t:return True
  return False
 def is_check(a):return a.is_attacked(a.kings[a.turn],a.turn^1)
 def _checks_and_pins(s):
  g=s.cells;k=s.turn;h=s.kings[k];E=C[k];i=0 if k==e else d;x=q|i;l=0;m=None;y={}
  for F,z in(v,p|i),(w,n|i):
   for c in F:
    a=h+c;j=g[a]
    while j==b:a+=c;j=g[a]
    if j==z or j==x:l+=1;m=set(range(h+c,a+c,c))
    elif j in E:
     t=a+c;o=g[t]
     while o==b:t+=c;o=g[t]
     if o==z or o==x:y[a]=c
  G=u|i
  for A in B:
   if g[h+A]==G:l+=1;m={h+A}
  H=f|i;D=r[k]
  for a in h+D-1,h+D+1:
   if g[a]==H:l+=1;m={a}
  return l,m,y
 def legal_moves(a):return a._generate(False)
 def legal_captures(a):return a._generate(True)
 def _generate(d,o):
  e=d.cells;h=d.turn;q,M,y=d._checks_and_pins();m=[];s=d.kings[h];z=U[h]
  if q<2:
   D=[];G=r[h];N,O=V[h];P,Q=W[h];S=d.en_passant
   for a in d.occupied[h]:
    t=e[a]&7
    if t==g:continue
    H=q or a in y
    if H:
     if q and a in y:continue
     j=[]
    else:j=m
    k=j.append
    if t==f:
     l=a+G;I=P<=l<=Q
     if e[l]==b:
      if I:
       for C in 4,5,6,7:k(a|l<<7|C<<14)
      elif not o:
       k(a|l<<7);J=l+G
       if N<=a<=O and e[J]==b:k(a|J<<7|F<<14)
     for c in l-1,l+1:
      if e[c]in z:
       if I:
        for C in 4,5,6,7:k(a|c<<7|C<<14)
       else:k(a|c<<7)
      elif c==S:D.append(a|c<<7|x<<14)
    elif t==u:
     for T in B:
      c=a+T;i=e[c]
      if i in z or i==b and not o:k(a|c<<7)
    else:
     X=v if t==p else w if t==n else E
     for A in X:
      c=a+A;i=e[c]
      while i==b:
       if not o:k(a|c<<7)
       c+=A;i=e[c]
      if i in z:k(a|c<<7)
    if H and j:
     if a in y:K=y[a];j=[m for m in j if R.get((m>>7&127)-a)in(K,-K)]
     if q:j=[m for m in j if m>>7&127 in M]
     m.extend(j)
   for L in D:
    d.push(L)
    if not d.is_attacked(d.kings[h],h^1):m.append(L)
    d.pop()
   if not q and d.castling_rights and not o:d._castling_moves(m)
  Y=e[s];e[s]=b;Z=h^1
  for A in E:
   c=s+A;i=e[c]
   if(i in z or i==b and not o)and not d.is_attacked(c,Z):m.append(s|c<<7)
  e[s]=Y;return m
 def _castling_moves(c,l):
  a=c.cells;d=c.turn;e=c.kings[d];h=d^1
  for i in 2*d,2*d+1:
   if not c.castling_rights>>i&1:continue
   m,n,p,f,j=c.castling_paths[i]
   if any(a[b]for b in m):continue
   q,k=a[e],a[f];a[e]=b;g=True
   for r in n:
    if c.is_attacked(r,h):g=False;break
   if g:a[f]=b;a[j]=k;g=not c.is_attacked(p,h);a[j]=b;a[f]=k
   a[e]=q
   if g:l.append(e|f<<7|o<<14)
 def uci(f,b,chess960=True):
  a,c,d=b&127,b>>7&127,b>>14
  if d==o and not chess960:c=a-m(a)+(2 if c<a else 6)
  e=i[a]+i[c]
  if d>=4:e+='nbrq'[d-4]
  return e
 def parse_uci(c,a):
  a=a.strip().lower()
  for b in c.legal_moves():
   if c.uci(b)==a or b>>14==o and c.uci(b,chess960=False)==a:return b
  return None
 def is_capture(d,a):c=a>>14;return c==x or c!=o and d.cells[a>>7&127]!=b
 def is_repetition(a):b=a.history[-a.halfmove_clock:]if a.halfmove_clock else[];return b.count(a.hash)>=2
 def has_insufficient_material(k):
  i=k.cells;a=None
  for c in Q:
   e=i[c];h=e&7
   if e==b or h==g:continue
   if h in(f,p,q):return False
   if a is None:a=c;continue
   j=i[a]
   if(j^e)&d and h==n and j&7==n and I(c)==I(a):continue
   return False
  return True
 def half_moves_played(a):return 2*(a.fullmove-1)+a.turn
 def outcome(a):
  if not a.legal_moves():return Y if a.is_check()else Z
  if a.is_repetition():return aa
  if a.has_insufficient_material():return ba
  if a.halfmove_clock>=100:return ca
  if a.half_moves_played()>=ea:return da
  return None
class ga:
 def __init__(a,b,c=None):a.deadline=b;a.nodes=c
 def exhausted(a,b):
  if a.nodes is not None:return b>=a.nodes
  return D.perf_counter()>=a.deadline
J=0,1,3,3,5,9,0
def ha(c,k,i=frozenset()):
 f=c.cells;d,g=None,None
 for a in c.legal_moves():
  if a in i:continue
  h=f[a>>7&127];e=0
  if c.is_capture(a):j=J[h&7]if h!=b else 1;e=10*j-J[f[a&127]&7]
  if d is None or e>g:d,g=a,e
 return d
ia=10;ja=30;ka=.5;la=.02
def K():
 a=sys.stdin.readline()
 if not a:raise EOFError
 return a.strip()
def ma(c,d):
 a=os.environ.get('ARENA_NODES')
 try:b=int(d)/ia
 except ValueError:b=0.
 e=min(ka,max(la,b/ja));return ga(c+e,int(a)if a else None)
def na(b,a):
 if a>>14==o:return'O-O'if a>>7&127>a&127 else'O-O-O'
 return b.uci(a)[:4]
def oa(a):
 if a>>14>=4:return a&16383|M[q]<<14
 return a
class pa:
 def __init__(a):a.history=[];a.board=None;a.tried=set();a.last_answer=None;a.started=0.;a.clock='0'
 def position(a,c):b=c.split(None,3);a.clock=b[1];a.board=fa(b[3]);a.board.history=list(a.history);a.tried=set();return a.answer()
 def answer(a):
  c=a.board;d={a for a in c.legal_moves()if 4<=a>>14<7};e=ma(a.started,a.clock);b=ha(c,e,a.tried|d)
  if b is None:return None
  b=oa(b);a.tried.add(b);a.last_answer=b;return na(c,b)
 def accepted(a):
  if a.last_answer is None:return
  a.board.push(a.last_answer);a.history=a.board.history+[a.board.hash];a.last_answer=None
def qa():
 try:
  K();a=pa()
  while True:
   b=K()
   if not b:continue
   d=b.split()[0]
   if d=='A':a.accepted();continue
   if d=='D':
    c=a.answer()if a.board is not None else None
    if c is not None:print(c,flush=True)
    continue
   a.started=D.perf_counter()
   if len(b.split(None,3))<4:print(f'unexpected input: {b!r}',file=sys.stderr);continue
   c=a.position(b)
   if c is not None:print(c,flush=True)
 except EOFError:return
qa()
