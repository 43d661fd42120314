# connect4: built by arena-bundler from 9 modules; do not edit, rebuild with `python -m bundler build`
# modules: sources sources.connect4 sources.connect4.board sources.connect4.opening_book sources.connect4.opening sources.connect4.evaluation sources.connect4.search sources.connect4.protocol sources.connect4.__main__
# inputs sha256: 9ae5251803265821
d=range;o=enumerate;h=int;import time as e,gc,os,sys as a;i=7;b=9;k=i+1;D=i*b;p=4,3,5,2,6,1,7,0,8
def q(a,b):return 1<<a*k+b
j=127,32512,8323072,2130706432,545460846592,0x7f0000000000,0x7f000000000000,0x7f00000000000000,0x7f0000000000000000;l=0x10101010101010101;m=0x7f7f7f7f7f7f7f7f7f;E=0x808080808080808080;r=0x555555555555555555,0x2a2a2a2a2a2a2a2a2a
def n(a,d):c=a<<1&a<<2&a<<3;b=a<<8&a<<16;c|=b&(a<<24|a>>8);b=a>>8&a>>16;c|=b&(a<<8|a>>24);b=a<<7&a<<14;c|=b&(a<<21|a>>7);b=a>>7&a>>14;c|=b&(a<<7|a>>21);b=a<<9&a<<18;c|=b&(a<<27|a>>9);b=a>>9&a>>18;c|=b&(a<<9|a>>27);return c&(m^d)
def s(e):
 a=0
 for c in d(b):f=e>>c*k&j[0];a|=f<<(b-1-c)*k
 return a
def t(a,b):return a+b
def F(f,g):
 a=b=0
 for h,j in o(f):
  c=i-1-h
  for d,e in o(j):
   if e!='.':
    b|=q(d,c)
    if e==g:a|=q(d,c)
 return a,b
def G(a):return(a.bit_length()-1)//k
u=11,-2,-4,-8,-6,-8,-4,-2,11;v={1:5,4:4,256:3,258:3,513:4,1024:5,65536:3,65538:4,66048:5,131073:4,131328:5,262144:5,16777216:3,16777218:3,16777728:5,16908288:5,33554433:4,33554688:5,33619968:3,67108864:3,4294967296:4,4294967298:3,4294967808:4,4295098368:4,4328521728:4,8589934593:3,8589934848:5,8590000128:4,8606711808:4,17179869184:4,1099511627778:5,1099511628288:3,1099511758848:3,1099545182208:3,2199023255553:6,2199023255808:4,2199023321088:5,281474976710658:5,281474976711168:3,281474976841728:3,562949953421313:5,562949953421568:5,72057594037927938:5,72057594037928448:5,0x200000000000001:5,0x10000000000000002:3};H='STEAL'
def I(c,d):
 a=v.get(t(c,d))
 if a is not None:return a
 a=v.get(t(s(c),s(d)));return None if a is None else b-1-a
def J(a):return u[a]<0
def K():return min(d(b),key=lambda c:(abs(u[c]),abs(c-4)))
def L(c,a,e,d,f,g):
 if a==0:return K(),0
 if e and J(G(a)):return H,0
 b=I(c,a)
 if b is not None:return b,0
 b,_=d.best_move(c,a,f,g);return b,d.depth_reached
M=16;N=24;w=60;O=100;x=2000;P=0x5d005d5555555d005d,0x492a14636363142a49,0x3e634955555549633e,0x1c3e3636363e1c00,8830586978304
def Q(f,b,c):
 d=b|c|E;e=d&~(d-l);a=e&m
 if not a:return 0
 g=(e-(f+l)).bit_count()-a.bit_count()
 if g&1:return 0 if a&c&~b else 1
 return 0 if a&b&~c else-1
def R(i,j,d,e,f):
 b=e&~(f<<1);c=f&~(e<<1);g=d.bit_count()&1;k=r[g];l=r[1-g];a=M*(b.bit_count()-c.bit_count());a+=N*((b&k).bit_count()-(c&l).bit_count())
 if b&b>>1:a+=w
 if c&c>>1:a-=w
 a+=O*Q(d,b,c)
 for m,h in o(P):a+=(i&h).bit_count()-(j&h).bit_count()<<m
 return max(-x,min(x,a))
c=100000;f=c-1000;y,z,A=0,1,2;B=16;S=400000
class g(Exception):0
def T(a,b):
 if a>f:return a+b
 if a<-f:return a-b
 return a
def U(a,b):
 if a>f:return a-b
 if a<-f:return a+b
 return a
def C(e,f,g,h):
 a=[]
 for b in p:
  c=g&j[b]
  if c:d=n(e|c,f|c);a.append((b!=h,-d.bit_count(),len(a),b,d))
 a.sort();return[(a[3],a[4])for a in a]
def V(d,b):
 a=[c for c in p if d&j[c]]
 if b in a:a.remove(b);a.insert(0,b)
 return[(a,None)for a in a]
class W:
 def __init__(a):a.table={};a.nodes=0;a.node_limit=None;a.deadline=None;a.next_check=0;a.depth_reached=0;a.iteration_scores=[]
 def best_move(a,i,h,q=None,k=None):
  r=e.perf_counter();a.node_limit=None if k is None else a.nodes+k;a.deadline=None if q is None or k is not None else r+q;a.next_check=a.nodes+B
  if len(a.table)>S:a.table.clear()
  u=D-h.bit_count();a.depth_reached=0;a.iteration_scores=[];v=h+l&m;s=n(i,h)&v
  if s:return next(c for c in p if s&j[c]),c-1
  b=a.root_columns(i,h,None)[0][0],0
  for t in d(1,u+1):
   try:b=a.search_root(i,h,t,b[0])
   except g as o:
    if o.args and o.args[0]is not None:b=o.args[0]
    break
   a.depth_reached=t;a.iteration_scores.append(b[1])
   if abs(b[1])>f:break
   if a.deadline is not None and not a.time_for_another_iteration(r):break
  return b
 def time_for_another_iteration(b,c):a=e.perf_counter();return a+2*(a-c)<b.deadline
 def root_columns(i,c,a,f):d=a+l&m;e=n(c^a,a);b=e&d or d;g=b&~(e>>1);h=C(c,a,g or b,f);return[a for a,_ in h],b
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
  if p<=0 and not x:return R(o,u,h,w,q)
  if e>c-f-3:
   e=c-f-3
   if d>=e:return e
  B=t(o,h);D=g.table.get(B);v=None
  if D is not None:
   J,i,K,v=D
   if J>=p:
    a=U(K,f)
    if i==y:return a
    if i==z and a>=e:return a
    if i==A and a<=d:return a
  L=d;E=p if x else p-1;k=-c;s=None
  if E>0:F=C(o,h,b,v)
  else:F=V(b,v)
  for G,H in F:
   I=u,h|b&j[G],E
   if s is not None:a=-g.negamax(*I,-d-1,-d,f+1,H)
   if s is None or d<a<e:a=-g.negamax(*I,-e,-d,f+1,H)
   if a>k:
    k=a;s=G
    if a>d:
     d=a
     if d>=e:break
  if k<=L:i=A
  elif k>=e:i=z
  else:i=y
  g.table[B]=p,i,T(k,f),s;return k
 def check_budget(a):
  a.next_check=a.nodes+B
  if a.node_limit is not None:
   if a.nodes>=a.node_limit:raise g
   a.next_check=min(a.next_check,a.node_limit)
  elif a.deadline is not None and e.perf_counter()>=a.deadline:raise g
X=1.;Y=.1;Z=.33;aa=-2
def ba():a=os.environ.get('ARENA_NODES');return h(a)if a else None
def ca(b):c=h(b);e=[a.stdin.readline().strip()for _ in d(i)];f=h(a.stdin.readline());g=[h(a.stdin.readline())for _ in d(f)];a.stdin.readline();return c,e,g
def da(f):
 c='0';d=True
 while True:
  b=a.stdin.readline()
  if not b:return
  g=e.perf_counter()
  if len(b.split())==2:c=b.split()[0];b=a.stdin.readline()
  try:h,i,j=ca(b)
  except ValueError as k:print(f'unreadable turn input: {k}',file=a.stderr);print(4,flush=True);continue
  l=X if d else Y;d=False
  def m(a=g):return e.perf_counter()-a
  print(f(c,h,i,j,l,m),flush=True)
def ea():
 gc.disable();e=ba();b=W()
 def c(f,g,h,i,j,c):k,l=F(h,f);m=b.nodes;d,n=L(k,l,aa in i,b,j*Z-c(),e);print(f'turn {g}: {d} depth {n} nodes {b.nodes-m} ms {c()*1000:.1f}',file=a.stderr);return d
 da(c)
ea()
