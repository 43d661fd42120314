# connect4: built by arena-bundler from 11 modules; do not edit, rebuild with `python -m bundler build`
# modules: sources sources.connect4 sources.readers sources.readers.connect4 sources.connect4.board sources.connect4.opening_book sources.connect4.opening sources.connect4.evaluation sources.connect4.search sources.connect4.protocol sources.connect4.__main__
# inputs sha256: 879d8ba51995f2c0
g=enumerate;e=range;d=len;f='.';x=Exception;q='0';from collections import namedtuple as y;import gc,os,sys as r,time as i
class s(x):0
class k(ValueError):0
N=y('Init','my_id opp_id');O=y('Turn','turn_index board_rows num_valid_actions actions opp_previous_action')
class P:
 def __init__(a,b):a.readline=b;a.line_number=0
 def next_line(a):
  b=a.readline()
  if not b:raise s(f'input ended after line {a.line_number}')
  a.line_number+=1
  if b[-1:]not in('\n',b'\n'):raise s(f'input ended inside line {a.line_number}')
  return a.decode(b).rstrip('\r\n')
 def decode(b,a):
  if isinstance(a,str):return a
  try:return a.decode('utf-8')
  except UnicodeDecodeError:raise k(f'input line {b.line_number}: expected UTF-8 text, got {a!r}')from None
 def fail(a,b,c,d):return k(f'input line {a.line_number}: {b}: expected {c}, got {d!r}')
 def split(e,a,b,f):
  c=a.split()
  if d(c)!=b:raise e.fail(f,f'{b} fields',a)
  return c
 def to_int(c,a,d):
  b=a[1:]if a[:1]=='-'else a
  if b.isascii()and b.isdigit():return int(a)
  raise c.fail(d,'an integer',a)
 def word(c,a,b,e):
  if not a or d(a)>b or' 'in a:raise c.fail(e,f'a word of at most {b} characters',a)
  return a
 def read_init(a):b=a.split(a.next_line(),2,'myId oppId');c=a.to_int(b[0],'myId');d=a.to_int(b[1],'oppId');return N(c,d)
 def read_turn(a):c=a.to_int(a.next_line(),'turnIndex');d=[a.word(a.next_line(),9,'boardRows')for _ in e(7)];b=a.to_int(a.next_line(),'numValidActions');f=[a.to_int(a.next_line(),'actions')for _ in e(b)];g=a.to_int(a.next_line(),'oppPreviousAction');return O(c,d,b,f,g)
h=7;b=9;a=h+1;Q=h*b;t=4,3,5,2,6,1,7,0,8
def z(b,c):return 1<<b*a+c
j=127,32512,8323072,2130706432,545460846592,0x7f0000000000,0x7f000000000000,0x7f00000000000000,0x7f0000000000000000;l=0x10101010101010101;m=0x7f7f7f7f7f7f7f7f7f;R=0x808080808080808080;A=0x555555555555555555,0x2a2a2a2a2a2a2a2a2a
def n(a,d):c=a<<1&a<<2&a<<3;b=a<<8&a<<16;c|=b&(a<<24|a>>8);b=a>>8&a>>16;c|=b&(a<<8|a>>24);b=a<<7&a<<14;c|=b&(a<<21|a>>7);b=a>>7&a>>14;c|=b&(a<<7|a>>21);b=a<<9&a<<18;c|=b&(a<<27|a>>9);b=a>>9&a>>18;c|=b&(a<<9|a>>27);return c&(m^d)
def B(b):
 for c in 1,a,a-1,a+1:
  d=b&b>>c
  if d&d>>2*c:return True
 return False
def C(f):
 c=0
 for d in e(b):g=f>>d*a&j[0];c|=g<<(b-1-d)*a
 return c
def u(a,b):return a+b
def D(i,j):
 a=b=0
 for k,l in g(i):
  c=h-1-k
  for d,e in g(l):
   if e!=f:
    b|=z(d,c)
    if e==j:a|=z(d,c)
 return a,b
def S(b):return(b.bit_length()-1)//a
E=11,-2,-4,-8,-6,-8,-4,-2,11;F={1:5,4:4,256:3,258:3,513:4,1024:5,65536:3,65538:4,66048:5,131073:4,131328:5,262144:5,16777216:3,16777218:3,16777728:5,16908288:5,33554433:4,33554688:5,33619968:3,67108864:3,4294967296:4,4294967298:3,4294967808:4,4295098368:4,4328521728:4,8589934593:3,8589934848:5,8590000128:4,8606711808:4,17179869184:4,1099511627778:5,1099511628288:3,1099511758848:3,1099545182208:3,2199023255553:6,2199023255808:4,2199023321088:5,281474976710658:5,281474976711168:3,281474976841728:3,562949953421313:5,562949953421568:5,72057594037927938:5,72057594037928448:5,0x200000000000001:5,0x10000000000000002:3};T='STEAL'
def U(c,d):
 a=F.get(u(c,d))
 if a is not None:return a
 a=F.get(u(C(c),C(d)));return None if a is None else b-1-a
def V(a):return E[a]<0
def W():return min(e(b),key=lambda c:(abs(E[c]),abs(c-4)))
def X(c,a,e,d,f,g):
 if a==0:return W(),0
 if e and V(S(a)):return T,0
 b=U(c,a)
 if b is not None:return b,0
 b,_=d.best_move(c,a,f,g);return b,d.depth_reached
Y=16;Z=24;G=60;aa=100;H=2000;ba=0x5d005d5555555d005d,0x492a14636363142a49,0x3e634955555549633e,0x1c3e3636363e1c00,8830586978304
def ca(f,b,c):
 d=b|c|R;e=d&~(d-l);a=e&m
 if not a:return 0
 g=(e-(f+l)).bit_count()-a.bit_count()
 if g&1:return 0 if a&c&~b else 1
 return 0 if a&b&~c else-1
def da(j,k,d,e,f):
 b=e&~(f<<1);c=f&~(e<<1);h=d.bit_count()&1;l=A[h];m=A[1-h];a=Y*(b.bit_count()-c.bit_count());a+=Z*((b&l).bit_count()-(c&m).bit_count())
 if b&b>>1:a+=G
 if c&c>>1:a-=G
 a+=aa*ca(d,b,c)
 for n,i in g(ba):a+=(j&i).bit_count()-(k&i).bit_count()<<n
 return max(-H,min(H,a))
c=100000;o=c-1000;I,J,K=0,1,2;L=16;ea=400000
class p(x):0
def fa(a,b):
 if a>o:return a+b
 if a<-o:return a-b
 return a
def ga(a,b):
 if a>o:return a-b
 if a<-o:return a+b
 return a
def M(f,g,h,i):
 a=[]
 for b in t:
  c=h&j[b]
  if c:e=n(f|c,g|c);a.append((b!=i,-e.bit_count(),d(a),b,e))
 a.sort();return[(a[3],a[4])for a in a]
def ha(d,b):
 a=[c for c in t if d&j[c]]
 if b in a:a.remove(b);a.insert(0,b)
 return[(a,None)for a in a]
class ia:
 def __init__(a):a.table={};a.nodes=0;a.node_limit=None;a.deadline=None;a.next_check=0;a.depth_reached=0;a.iteration_scores=[]
 def best_move(a,g,f,q=None,h=None):
  r=i.perf_counter();a.node_limit=None if h is None else a.nodes+h;a.deadline=None if q is None or h is not None else r+q;a.next_check=a.nodes+L
  if d(a.table)>ea:a.table.clear()
  v=Q-f.bit_count();a.depth_reached=0;a.iteration_scores=[];w=f+l&m;s=n(g,f)&w
  if s:return next(c for c in t if s&j[c]),c-1
  b=a.root_columns(g,f,None)[0][0],0
  for u in e(1,v+1):
   try:b=a.search_root(g,f,u,b[0])
   except p as k:
    if k.args and k.args[0]is not None:b=k.args[0]
    break
   a.depth_reached=u;a.iteration_scores.append(b[1])
   if abs(b[1])>o:break
   if a.deadline is not None and not a.time_for_another_iteration(r):break
  return b
 def time_for_another_iteration(b,c):a=i.perf_counter();return a+2*(a-c)<b.deadline
 def root_columns(i,c,a,f):d=a+l&m;e=n(c^a,a);b=e&d or d;g=b&~(e>>1);h=M(c,a,g or b,f);return[a for a,_ in h],b
 def search_root(e,i,f,g,m):
  n,o=e.root_columns(i,f,m);a,k=-c,c;d=None
  for l in n:
   q=o&j[l];h=i^f,f|q
   try:
    if d is None:b=-e.negamax(*h,g-1,-k,-a,1)
    else:
     b=-e.negamax(*h,g-1,-a-1,-a,1)
     if b>a:b=-e.negamax(*h,g-1,-k,-a,1)
   except p:raise p(d)
   if d is None or b>a:d=l,b;a=max(a,b)
  return d
 def negamax(g,o,h,p,d,e,f,q=None):
  g.nodes+=1
  if g.nodes>=g.next_check:g.check_budget()
  r=h+l&m;w=n(o,h)
  if w&r:return c-f-1
  if not r:return 0
  t=o^h
  if q is None:q=n(t,h)
  b=q&r
  if b:
   if b&b-1:return-(c-f-2)
  else:b=r
  b&=~(q>>1)
  if not b:return-(c-f-2)
  x=not b&b-1
  if p<=0 and not x:return da(o,t,h,w,q)
  if e>c-f-3:
   e=c-f-3
   if d>=e:return e
  y=u(o,h);z=g.table.get(y);v=None
  if z is not None:
   F,i,G,v=z
   if F>=p:
    a=ga(G,f)
    if i==I:return a
    if i==J and a>=e:return a
    if i==K and a<=d:return a
  H=d;A=p if x else p-1;k=-c;s=None
  if A>0:B=M(o,h,b,v)
  else:B=ha(b,v)
  for C,D in B:
   E=t,h|b&j[C],A
   if s is not None:a=-g.negamax(*E,-d-1,-d,f+1,D)
   if s is None or d<a<e:a=-g.negamax(*E,-e,-d,f+1,D)
   if a>k:
    k=a;s=C
    if a>d:
     d=a
     if d>=e:break
  if k<=H:i=K
  elif k>=e:i=J
  else:i=I
  g.table[y]=p,i,fa(k,f),s;return k
 def check_budget(a):
  a.next_check=a.nodes+L
  if a.node_limit is not None:
   if a.nodes>=a.node_limit:raise p
   a.next_check=min(a.next_check,a.node_limit)
  elif a.deadline is not None and i.perf_counter()>=a.deadline:raise p
ja=1.;ka=.1;la=.55;v=-2
def ma():a=os.environ.get('ARENA_NODES');return int(a)if a else None
def w(a):return[''.join(a[b]for a in reversed(a))for b in e(b)]
def na(c,l,i=None):
 a=c.turn_index
 if a<0 or a%2!=l:return 0,f'turnIndex: {a} is not player {l}\'s turn'
 if i is not None and a!=i.turn_index+2:return 0,f'turnIndex: {a} after {i.turn_index}'
 m=oa(c.board_rows,a)
 if m:return m
 k=w(c.board_rows);n=[a for a in e(b)if k[a][-1]==f];o=n+([v]if a==1 else[])
 if not n or c.actions!=o:return 1+h,f'actions: expected {o}, got {c.actions}'
 g=c.opp_previous_action;t=2+h+d(c.actions);p=str(1-l);r=a>=2 and sum(a.count(q)for a in k)<(a+1)//2
 if a==0:j=g==-1
 elif a==2 and r:j=g==v
 else:
  j=0<=g<b and k[g].rstrip(f)[-1:]==p
  if j and i is not None:
   s=pa(i,k,p,a==3 and r)
   if s is None:return 1,'boardRows: a chip of the previous turn is gone or changed'
   j=s==[g]
 if not j:return t,f'oppPreviousAction: {g} is not the opponent\'s last action'
def oa(c,a):
 for n,e in g(c):
  if d(e)!=b or e.strip('.01'):return 1+n,f'boardRows: expected {b} of \'.01\', got {e!r}'
 i=w(c)
 for o,p in g(i):
  j=p.rstrip(f)
  if f in j:return 1+h-d(j),f'boardRows: a chip floats in column {o}'
 k=sum(a.count(q)for a in i);l=sum(a.count('1')for a in i);r=(a+1)//2-k
 if l!=a//2 or r not in((0,1)if a>=2 else(0,)):return 1,f'boardRows: {k} 0s and {l} 1s at turnIndex {a}'
 m,s=D(c,q)
 if B(m)or B(m^s):return 1,'boardRows: four in a row already'
def pa(e,h,i,j):
 b=[]
 for k,(a,c)in g(zip(w(e.board_rows),h)):
  a=a.rstrip(f)
  if j:a=a.replace(q,'1')
  if not c.startswith(a):return
  b+=[k]*c.rstrip(f)[d(a):].count(i)
 return b
def qa(g):
 c=P(r.stdin.buffer.readline)
 try:
  a=c.read_init()
  if sorted((a.my_id,a.opp_id))!=[0,1]:raise k(f'input line 1: myId oppId: expected 0 1 or 1 0, got {a.my_id} {a.opp_id}')
  h=str(a.my_id);d=ja;e=None
  while True:
   j=c.line_number+1;b=c.read_turn();l=i.perf_counter();f=na(b,a.my_id,e)
   if f:m,n=f;raise k(f'input line {j+m}: {n}')
   e=b
   def o(a=l):return i.perf_counter()-a
   p=g(h,b.turn_index,b.board_rows,b.actions,d,o);print(p,flush=True);d=ka
 except s:return
 except k as q:print(f'connect4: bad input, stopping: {q}',file=r.stderr)
def ra():
 gc.disable();d=ma();a=ia()
 def b(e,f,g,h,i,b):j,k=D(g,e);l=a.nodes;c,m=X(j,k,v in h,a,i*la-b(),d);print(f'turn {f}: {c} depth {m} nodes {a.nodes-l} ms {b()*1000:.1f}',file=r.stderr);return c
 qa(b)
ra()
