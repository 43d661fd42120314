# knights: built by arena-bundler from 9 modules; do not edit, rebuild with `python -m bundler build`
# modules: sources sources.knights sources.readers sources.readers.knights sources.knights.board sources.knights.evaluation sources.knights.search sources.knights.protocol sources.knights.__main__
# inputs sha256: 75d066b2b5e2d188
b=enumerate;c=range;l=Exception;d=len;g=int;y='color';z='null';A=200000;from collections import namedtuple as B;L=lambda s,n:((k:=d(s)+7&-8),(o:=g.from_bytes(b'\0\x01'*k)),(x:=g.from_bytes(s.rjust(k,'㐀').encode('utf-16be'))-13312*o),(x:=x-(x>>15&o)*5120),[(x:=(l:=x&g.from_bytes((bytes(a)+b'\xff'*a)*(k//a)))|x-l>>a//2)for a in(2,4,8)],(b:=x.to_bytes(2*k)),(a:=b''.join(b[i+1:i+16]for i in c(0,2*k,16))),a[d(a)-n:])[-1];import struct,os,sys as m,time as n
class o(l):0
class h(ValueError):0
M=B('Init',y);N=B('Turn','players statuses last_moves rows move_count moves')
class O:
 def __init__(a,b):a.readline=b;a.h=0
 def t(a):
  b=a.readline()
  if not b:raise o(f'input ended after line {a.h}')
  a.h+=1
  if b[-1:]not in('\n',b'\n'):raise o(f'input ended inside line {a.h}')
  return a.decode(b).rstrip('\r\n')
 def decode(b,a):
  if isinstance(a,str):return a
  try:return a.decode('utf-8')
  except UnicodeDecodeError:raise h(f'input line {b.h}: expected UTF-8 text, got {a!r}')from None
 def y(a,b,c,d):return h(f'input line {a.h}: {b}: expected {c}, got {d!r}')
 def split(e,a,b,f):
  c=a.split()
  if d(c)!=b:raise e.y(f,f'{b} fields',a)
  return c
 def F(c,a,d):
  b=a[1:]if a[:1]=='-'else a
  if b.isascii()and b.isdigit():return g(a)
  raise c.y(d,'an integer',a)
 def q(c,a,b,e):
  if not a or d(a)>b or' 'in a:raise c.y(e,f'a word of at most {b} characters',a)
  return a
 def T(a):b=a.q(a.t(),1,y);return M(b)
 def U(a):
  d=[];e=[];f=[]
  for _ in c(3):b=a.split(a.t(),3,'players statuses lastMoves');d.append(a.q(b[0],1,'players'));e.append(a.F(b[1],'statuses'));f.append(a.q(b[2],4,'lastMoves'))
  h=[a.q(a.t(),8,'rows')for _ in c(8)];g=a.F(a.t(),'moveCount');i=[a.q(a.t(),2,'moves')for _ in c(g)];return N(d,e,f,h,g,i)
s=(1<<64)-1;f=72340172838076673;C=f<<1;D=f<<6;i=f<<7;e='rgb';a=list(struct.unpack('>64Q',L('㐀㐀㐀㐀璀㐀㐀㐀㸐㐀㐀㐀㕂䐀㐀㐀㐨嘀㐀㐀㐅㡀㐀㐀㐀蒈㐀㐀㐀㸁㐀㐀㐀㑀䐀㐀㐀㐠吀䐀㐀㐅㠀㘀㐀㐀蒈㑄㐀㐀㸑㐈琀㐀㕂䐁㰀㐀㐨嘀䔀㐀㐅㑀㐠㐀㐀䐈㐄㐀㐀㰐㐈㘀㐀㕂㐁㑐㐀㐨嘀䔊㐀㐅㡀㘡吀㐀蒈㑄䠀㐀㸑㐈皀㐀㕀䐀㱐㐀㐈㘀㔂㐀㐄㠀㘁㐀㐀蒀㑀䠀㐀㸑㐈皀㐀㕂䐁㱐㐀㐨嘀䔊㐀㐅㡀㘡吀㐀萈㐄䠀㐀㘁㐀璀㐀㔂㐁㑀㐀㐨吀䐊㐀㐅㡀㘡吀㐀蒈㑄䠀㐀㸑㐈皀㐀㕂䐁㱐㐀㐨㘀㔊㐀㐁㑀㐠吀㐀璀㑀䐀㐀㸐㐈㚀㐀㕂䐁㱐㐀㐨嘀䔊㐀㐅㡀㘡吀㐀蒈㑄䠀㐀㸁㐀皀㐀㑀䐀㰐㐀㐀吀䐈㐀㐀㠀㘁吀㐀㒈㑄䠀㐀㐑㐈皀㐀㐂䐁㱐㐀㐀嘀䔊㐀㐀㑀㐡吀㐀㐈㐄㠀㐀㐀㐈㘀㐀㐀㐁㑐㐀㐀㐀䔊㐀㐀㐀㘡吀㐀㐀㑄䠀㐀㐀㐈皀㐀㐀㐀㱐㐀㐀㐀㔂㐀㐀㐀',512)))
def E(a):return(a<<17&~f|a<<15&~i|a<<10&~(f|C)|a<<6&~(D|i)|a>>15&~f|a>>17&~i|a>>6&~(f|C)|a>>10&~(D|i))&s
def P(a):
 b=[]
 while a:c=a&-a;b.append(c.bit_length()-1);a^=c
 return b
def F(a):return'abcdefgh'[a%8]+str(a//8+1)
def G(g):
 c=0;d=[0]*3
 for h,i in b(g):
  j=7-h
  for k,a in b(i):
   if a!='.':
    f=j*8+k;c|=1<<f
    if a in e:d[e.index(a)]=f
 return c,d
k=1000;Q=900;H=1000;R=A;t=0xaa55aa55aa55aa55
def p(a):return(a-1)*2*k
def v(e,d):
 c=0;b=a[e]&d
 while b:c|=b;b=E(b)&d&~c
 return c
def I(c,a):b=a&(t if 1<<c&t else~t&s);d=(a^b).bit_count();e=b.bit_count();return min(2*d,2*e+1)
class J:
 def __init__(a,b=H,deadline=None):a.I=b;a.deadline=deadline;a.u={};a.d=0
 def length(a,c,e,b=None):
  a.d=a.I if b is None else b
  if d(a.u)>R:a.u.clear()
  f=a.z(c,e);return f,a.d>0
 def S(a,g,d,h):
  a.d=h;e,b=-1,-1
  for c in a.G(g,d):
   f=1+a.z(c,d&~(1<<c))
   if f>b:e,b=c,f
   if a.d<=0:break
  return e,b
 def G(h,g,d):
  b=a[g]&d;c=[]
  while b:e=b&-b;f=e.bit_length()-1;b^=e;c.append(((a[f]&d).bit_count(),f))
  c.sort();return[a for _,a in c]
 def z(a,d,c):
  e=c<<6|d;f=a.u.get(e)
  if f is not None:return f
  a.d-=1
  if a.d&255==0 and a.deadline is not None:
   if n.perf_counter()>a.deadline:a.d=0
  if a.d<=0:return 0
  i=I(d,c);b=0
  for g in a.G(d,c):
   h=1+a.z(g,c&~(1<<g))
   if h>b:
    b=h
    if b>=i:break
   if a.d<=0:return b
  a.u[e]=b;return b
def S(f,e,l):
 g=l;h=[1<<f[a]for a in e];i=[0]*d(e);a=True
 while a:
  a=False
  for j,k in b(h):
   if k:c=E(k)&g;g^=c;h[j]=c;i[j]|=c;a=a or bool(c)
 return[I(f[b],i[a])for a,b in b(e)]
class T:
 def __init__(a,b=H,deadline=None):a.paths=J(b,deadline)
 def P(j,k,c,d):
  h=~k&s;e=[v(c[a],h)for a in d];f=None;g=[]
  for a,l in b(d):
   i=0
   for m,n in b(e):
    if m!=a:i|=n
   if e[a]&i:
    if f is None:f=S(c,d,h)
    g.append((f[a],False))
   else:g.append(j.paths.length(c[l],e[a]))
  return g
 def B(m,n,o,p,i,q):
  a=[(i+a)%3 for a in c(3)if p[(i+a)%3]];j=m.P(n,o,a);e=a.index(q);r,s=j[e];f=(3-d(a))*k
  for l,(t,u)in b(j):
   if l==e:continue
   h=r-t+(.5 if e>l else-.5)
   if u and s:f+=k-1 if h>0 else 1-k
   else:f+=g(Q*h/(abs(h)+8))
  return f
K='paranoid';U='brs';V=A
class w(l):0
class W:
 def __init__(a,b,c=K,node_limit=None,deadline=None):a.e=b;a.algorithm=c;a.node_limit=node_limit;a.deadline=deadline;a.D=0;a.J=0;a.E=deadline if node_limit is None else None;a.v=T(deadline=a.E);a.w={};a.j=False
 def A(a):
  a.D+=1
  if a.node_limit is not None:
   if a.D>a.node_limit:raise w
  elif n.perf_counter()>a.deadline:raise w
 def O(b,e,g,i):
  l=b.e;m=a[g[l]]&~e;f=r(m,e,True)
  if d(f)<=1:return f[0]if f else-1
  j=b.R(e,g,i)
  if j is not None:return j
  h=f[0]
  for k in c(1,65):
   b.j=False
   try:n,o=b.V(e,g,i,k,h)
   except w:break
   h=o;b.J=k
   if abs(n)>=X or not b.j:break
  return h
 def R(a,g,b,h):
  e=~g&(1<<64)-1;f=v(b[a.e],e)
  for d in c(3):
   if d!=a.e and h[d]:
    if v(b[d],e)&f:return
  i=V if a.node_limit is None else a.node_limit;j=J(deadline=a.E);k,_=j.S(b[a.e],f,i);return k
 def V(b,d,l,e,m,f):
  g=b.e;t=a[l[g]]&~d;h=r(t,d,True);h.remove(f);h.insert(0,f);c,n=-j,j;o=f
  for i in h:
   p=q(l,g,i);s=d|1<<i;b.A()
   if b.algorithm==U:k=b.brs(s,p,e,m-1,c,n,False)
   else:k=b.paranoid(s,p,e,u(e,g),m-1,c,n)
   if k>c:c,o=k,i
  return c,o
 def paranoid(d,e,k,c,b,n,f,g):
  t=d.e;v=a[k[b]]&~e
  while not v:
   if b==t:return p(c.count(False))
   c=q(c,b,False)
   if c.count(True)==1:return p(2)
   b=u(c,b);v=a[k[b]]&~e
  if n<=0:d.j=True;return d.v.B(e,k,c,b,t)
  z=e,k,c,b;A=d.w.get(z);o=-1
  if A is not None:
   B,l,w,o=A
   if B>=n:
    if w==0:return l
    if w==1 and l>=g:return l
    if w==2 and l<=f:return l
  x=b==t;m=r(v,e,x)
  if o in m:m.remove(o);m.insert(0,o)
  C=u(c,b);D,E=f,g;h=-j if x else j;y=m[0]
  for s in m:
   d.A();i=d.paranoid(e|1<<s,q(k,b,s),c,C,n-1,f,g)
   if x:
    if i>h:h,y=i,s;f=max(f,i)
   elif i<h:h,y=i,s;g=min(g,i)
   if f>=g:break
  d.H(z,n,h,D,E,y);return h
 def brs(e,f,h,d,s,k,l,m):
  g=e.e
  if m:
   v=a[h[g]]&~f
   if not v:return p(d.count(False))
   if s<=0:e.j=True;return e.v.B(f,h,d,g,g)
  else:
   for b in c(3):
    if b!=g and d[b]:
     if not a[h[b]]&~f:d=q(d,b,False)
   if d.count(True)==1:return p(2)
   if s<=0:e.j=True;C=u(d,g);return e.v.B(f,h,d,C,g)
  A=f,h,d,m;B=e.w.get(A);w=None
  if B is not None:
   D,t,y,w=B
   if D>=s:
    if y==0:return t
    if y==1 and t>=l:return t
    if y==2 and t<=k:return t
  if m:i=[(g,a)for a in r(v,f,True)]
  else:
   i=[]
   for E in c(1,3):
    b=(g+E)%3
    if d[b]:v=a[h[b]]&~f;i+=[(b,a)for a in r(v,f,False)]
  if w in i:i.remove(w);i.insert(0,w)
  F,G=k,l;n=-j if m else j;z=i[0]
  for b,x in i:
   e.A();o=e.brs(f|1<<x,q(h,b,x),d,s-1,k,l,not m)
   if m:
    if o>n:n,z=o,(b,x);k=max(k,o)
   elif o<n:n,z=o,(b,x);l=min(l,o)
   if k>=l:break
  e.H(A,s,n,F,G,z);return n
 def H(c,d,e,a,f,g,h):
  if a<=f:b=2
  elif a>=g:b=1
  else:b=0
  c.w[d]=e,a,b,h
j=10**9;X=p(2)-1
def q(a,b,c):return a[:b]+(c,)+a[b+1:]
def u(d,a):
 for e in c(1,4):
  b=(a+e)%3
  if d[b]:return b
 return a
def r(b,f,g):
 c=[];h=f|b
 while b:d=b&-b;e=d.bit_length()-1;b^=d;c.append(((a[e]&~h).bit_count(),e))
 c.sort(reverse=g);return[a for _,a in c]
Y=.03;Z=K
class aa:
 def __init__(a,b,c,d,e,f,g,h):a.e=b;a.K=c;a.L=tuple(d);a.alive=tuple(e);a.W=f;a.M=g;a.N=h
def ba(a):b,c=G(a.rows);return b,c,[a==1 for a in a.statuses],list(a.moves)
x=[F(a)for a in c(64)]
def ca(c,h):
 for f,(l,m,g)in b(zip(c.players,c.statuses,c.last_moves)):
  if l!=e[f]or m not in(0,1):return f,f'players: expected {e[f]} 0 or 1, got {l} {m}'
  if g!=z and g not in x:return f,f'lastMoves: expected a square or null, got {g!r}'
 if c.statuses[h]!=1:return h,f'statuses: {e[h]} is out, yet asked to move'
 for p,i in b(c.rows):
  if d(i)!=8 or i.strip('.#rgb'):return 3+p,f'rows: expected 8 of \'.\', \'#\', \'r\', \'g\', \'b\', got {i!r}'
 n=''.join(c.rows)
 for j in e:
  if n.count(j)!=1:return 3,f'rows: {n.count(j)} knights {j!r}'
 q,o=G(c.rows)
 for f,g in b(c.last_moves):
  if g!=z and x.index(g)!=o[f]:return f,f'lastMoves: the {e[f]} knight is not on {g}'
 k=sorted(x[s]for s in P(a[o[h]]&~q))
 if not k or c.moves!=k:return 11,f'moves: expected {k}, got {c.moves}'
def da(p):
 b=O(m.stdin.buffer.readline);g=True
 try:
  c=b.T().color
  if c not in e:raise h(f'input line 1: color: expected r, g or b, got {c!r}')
  i=e.index(c)
  while True:
   q=b.h+1;j=b.U();r=n.perf_counter();k=ca(j,i)
   if k:s,t=k;raise h(f'input line {q+s}: {t}')
   u,v,w,a=ba(j)
   try:d=p(aa(i,u,v,w,a,r,g))
   except l as f:m.stderr.write(f'knights: search failed ({f!r}), playing {a[0]}\n');d=a[0]
   print(d if d in a else a[0],flush=True);g=False
 except o:return
 except h as f:m.stderr.write(f'knights: bad input, stopping: {f}\n')
def ea(a):b=os.environ.get('ARENA_NODES');d=.2 if a.N else Y;e=W(a.e,Z,node_limit=g(b)if b else None,deadline=a.M+d);c=e.O(a.K,a.L,a.alive);return F(c)if c>=0 else''
def fa():da(ea)
fa()
