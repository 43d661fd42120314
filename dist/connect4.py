# connect4: built by arena-bundler from 11 modules; do not edit, rebuild with `python -m bundler build`
# modules: sources sources.connect4 sources.readers sources.readers.connect4 sources.connect4.board sources.connect4.opening_book sources.connect4.opening sources.connect4.evaluation sources.connect4.search sources.connect4.protocol sources.connect4.__main__
# inputs sha256: b1dbf1e81c22ad8e
d=range;h=enumerate;s=Exception;i=len;from collections import namedtuple as u;import gc,os,sys as k,time as e
class o(s):0
class p(ValueError):0
H=u('Init','my_id opp_id');I=u('Turn','turn_index board_rows num_valid_actions actions opp_previous_action')
class J:
 def __init__(a,b):a.readline=b;a.line_number=0
 def next_line(a):
  b=a.readline()
  if not b:raise o(f'input ended after line {a.line_number}')
  a.line_number+=1
  if b[-1:]not in('\n',b'\n'):raise o(f'input ended inside line {a.line_number}')
  return a.decode(b).rstrip('\r\n')
 def decode(b,a):
  if isinstance(a,str):return a
  try:return a.decode('utf-8')
  except UnicodeDecodeError:raise p(f'input line {b.line_number}: expected UTF-8 text, got {a!r}')from None
 def fail(a,b,c,d):return p(f'input line {a.line_number}: {b}: expected {c}, got {d!r}')
 def split(d,a,b,e):
  c=a.split()
  if i(c)!=b:raise d.fail(e,f'{b} fields',a)
  return c
 def to_int(c,a,d):
  b=a[1:]if a[:1]=='-'else a
  if b.isascii()and b.isdigit():return int(a)
  raise c.fail(d,'an integer',a)
 def word(c,a,b,d):
  if not a or i(a)>b or' 'in a:raise c.fail(d,f'a word of at most {b} characters',a)
  return a
 def read_init(a):b=a.split(a.next_line(),2,'myId oppId');c=a.to_int(b[0],'myId');d=a.to_int(b[1],'oppId');return H(c,d)
 def read_turn(a):c=a.to_int(a.next_line(),'turnIndex');e=[a.word(a.next_line(),9,'boardRows')for _ in d(7)];b=a.to_int(a.next_line(),'numValidActions');f=[a.to_int(a.next_line(),'actions')for _ in d(b)];g=a.to_int(a.next_line(),'oppPreviousAction');return I(c,e,b,f,g)
q=7;a=9;b=q+1;K=q*a;r=4,3,5,2,6,1,7,0,8
def v(a,c):return 1<<a*b+c
j=127,32512,8323072,2130706432,545460846592,0x7f0000000000,0x7f000000000000,0x7f00000000000000,0x7f0000000000000000;l=0x10101010101010101;m=0x7f7f7f7f7f7f7f7f7f;L=0x808080808080808080;w=0x555555555555555555,0x2a2a2a2a2a2a2a2a2a
def n(a,d):c=a<<1&a<<2&a<<3;b=a<<8&a<<16;c|=b&(a<<24|a>>8);b=a>>8&a>>16;c|=b&(a<<8|a>>24);b=a<<7&a<<14;c|=b&(a<<21|a>>7);b=a>>7&a>>14;c|=b&(a<<7|a>>21);b=a<<9&a<<18;c|=b&(a<<27|a>>9);b=a>>9&a>>18;c|=b&(a<<9|a>>27);return c&(m^d)
def x(f):
 c=0
 for e in d(a):g=f>>e*b&j[0];c|=g<<(a-1-e)*b
 return c
def t(a,b):return a+b
def M(f,g):
 a=b=0
 for i,j in h(f):
  c=q-1-i
  for d,e in h(j):
   if e!='.':
    b|=v(d,c)
    if e==g:a|=v(d,c)
 return a,b
def N(a):return(a.bit_length()-1)//b
y=11,-2,-4,-8,-6,-8,-4,-2,11;z={1:5,4:4,256:3,258:3,513:4,1024:5,65536:3,65538:4,66048:5,131073:4,131328:5,262144:5,16777216:3,16777218:3,16777728:5,16908288:5,33554433:4,33554688:5,33619968:3,67108864:3,4294967296:4,4294967298:3,4294967808:4,4295098368:4,4328521728:4,8589934593:3,8589934848:5,8590000128:4,8606711808:4,17179869184:4,1099511627778:5,1099511628288:3,1099511758848:3,1099545182208:3,2199023255553:6,2199023255808:4,2199023321088:5,281474976710658:5,281474976711168:3,281474976841728:3,562949953421313:5,562949953421568:5,72057594037927938:5,72057594037928448:5,0x200000000000001:5,0x10000000000000002:3};O='STEAL'
def P(c,d):
 b=z.get(t(c,d))
 if b is not None:return b
 b=z.get(t(x(c),x(d)));return None if b is None else a-1-b
def Q(a):return y[a]<0
def R():return min(d(a),key=lambda c:(abs(y[c]),abs(c-4)))
def S(c,a,e,d,f,g):
 if a==0:return R(),0
 if e and Q(N(a)):return O,0
 b=P(c,a)
 if b is not None:return b,0
 b,_=d.best_move(c,a,f,g);return b,d.depth_reached
T=16;U=24;A=60;V=100;B=2000;W=0x5d005d5555555d005d,0x492a14636363142a49,0x3e634955555549633e,0x1c3e3636363e1c00,8830586978304
def X(f,b,c):
 d=b|c|L;e=d&~(d-l);a=e&m
 if not a:return 0
 g=(e-(f+l)).bit_count()-a.bit_count()
 if g&1:return 0 if a&c&~b else 1
 return 0 if a&b&~c else-1
def Y(j,k,d,e,f):
 b=e&~(f<<1);c=f&~(e<<1);g=d.bit_count()&1;l=w[g];m=w[1-g];a=T*(b.bit_count()-c.bit_count());a+=U*((b&l).bit_count()-(c&m).bit_count())
 if b&b>>1:a+=A
 if c&c>>1:a-=A
 a+=V*X(d,b,c)
 for n,i in h(W):a+=(j&i).bit_count()-(k&i).bit_count()<<n
 return max(-B,min(B,a))
c=100000;f=c-1000;C,D,E=0,1,2;F=16;Z=400000
class g(s):0
def aa(a,b):
 if a>f:return a+b
 if a<-f:return a-b
 return a
def ba(a,b):
 if a>f:return a-b
 if a<-f:return a+b
 return a
def G(e,f,g,h):
 a=[]
 for b in r:
  c=g&j[b]
  if c:d=n(e|c,f|c);a.append((b!=h,-d.bit_count(),i(a),b,d))
 a.sort();return[(a[3],a[4])for a in a]
def ca(d,b):
 a=[c for c in r if d&j[c]]
 if b in a:a.remove(b);a.insert(0,b)
 return[(a,None)for a in a]
class da:
 def __init__(a):a.table={};a.nodes=0;a.node_limit=None;a.deadline=None;a.next_check=0;a.depth_reached=0;a.iteration_scores=[]
 def best_move(a,k,h,q=None,o=None):
  s=e.perf_counter();a.node_limit=None if o is None else a.nodes+o;a.deadline=None if q is None or o is not None else s+q;a.next_check=a.nodes+F
  if i(a.table)>Z:a.table.clear()
  v=K-h.bit_count();a.depth_reached=0;a.iteration_scores=[];w=h+l&m;t=n(k,h)&w
  if t:return next(c for c in r if t&j[c]),c-1
  b=a.root_columns(k,h,None)[0][0],0
  for u in d(1,v+1):
   try:b=a.search_root(k,h,u,b[0])
   except g as p:
    if p.args and p.args[0]is not None:b=p.args[0]
    break
   a.depth_reached=u;a.iteration_scores.append(b[1])
   if abs(b[1])>f:break
   if a.deadline is not None and not a.time_for_another_iteration(s):break
  return b
 def time_for_another_iteration(b,c):a=e.perf_counter();return a+2*(a-c)<b.deadline
 def root_columns(i,c,a,f):d=a+l&m;e=n(c^a,a);b=e&d or d;g=b&~(e>>1);h=G(c,a,g or b,f);return[a for a,_ in h],b
 def search_root(e,k,f,h,n):
  o,p=e.root_columns(k,f,n);a,l=-c,c;d=None
  for m in o:
   q=p&j[m];i=k^f,f|q
   try:
    if d is None:b=-e.negamax(*i,h-1,-l,-a,1)
    else:
     b=-e.negamax(*i,h-1,-a-1,-a,1)
     if b>a:b=-e.negamax(*i,h-1,-l,-a,1)
   except g:raise g(d)
   if d is None or b>a:d=m,b;a=max(a,b)
  return d
 def negamax(g,o,h,p,d,e,f,q=None):
  g.nodes+=1
  if g.nodes>=g.next_check:g.check_budget()
  r=h+l&m;w=n(o,h)
  if w&r:return c-f-1
  if not r:return 0
  u=o^h
  if q is None:q=n(u,h)
  b=q&r
  if b:
   if b&b-1:return-(c-f-2)
  else:b=r
  b&=~(q>>1)
  if not b:return-(c-f-2)
  x=not b&b-1
  if p<=0 and not x:return Y(o,u,h,w,q)
  if e>c-f-3:
   e=c-f-3
   if d>=e:return e
  y=t(o,h);z=g.table.get(y);v=None
  if z is not None:
   J,i,K,v=z
   if J>=p:
    a=ba(K,f)
    if i==C:return a
    if i==D and a>=e:return a
    if i==E and a<=d:return a
  L=d;A=p if x else p-1;k=-c;s=None
  if A>0:B=G(o,h,b,v)
  else:B=ca(b,v)
  for F,H in B:
   I=u,h|b&j[F],A
   if s is not None:a=-g.negamax(*I,-d-1,-d,f+1,H)
   if s is None or d<a<e:a=-g.negamax(*I,-e,-d,f+1,H)
   if a>k:
    k=a;s=F
    if a>d:
     d=a
     if d>=e:break
  if k<=L:i=E
  elif k>=e:i=D
  else:i=C
  g.table[y]=p,i,aa(k,f),s;return k
 def check_budget(a):
  a.next_check=a.nodes+F
  if a.node_limit is not None:
   if a.nodes>=a.node_limit:raise g
   a.next_check=min(a.next_check,a.node_limit)
  elif a.deadline is not None and e.perf_counter()>=a.deadline:raise g
ea=1.;fa=.1;ga=.33;ha=-2
def ia():a=os.environ.get('ARENA_NODES');return int(a)if a else None
def ja(d):
 b=J(k.stdin.readline)
 try:
  f=str(b.read_init().my_id);c=ea
  while True:
   a=b.read_turn();g=e.perf_counter()
   def h(a=g):return e.perf_counter()-a
   i=d(f,a.turn_index,a.board_rows,a.actions,c,h);print(i,flush=True);c=fa
 except o:return
 except p as j:print(f'unreadable input, stopping: {j}',file=k.stderr)
def ka():
 gc.disable();d=ia();a=da()
 def b(e,f,g,h,i,b):j,l=M(g,e);m=a.nodes;c,n=S(j,l,ha in h,a,i*ga-b(),d);print(f'turn {f}: {c} depth {n} nodes {a.nodes-m} ms {b()*1000:.1f}',file=k.stderr);return c
 ja(b)
ka()
