# knights: built by arena-bundler from 10 modules; do not edit, rebuild with `python -m bundler build`
# modules: sources sources.knights sources.readers sources.readers.knights sources.knights.board sources.knights.opponents sources.knights.evaluation sources.knights.search sources.knights.protocol sources.knights.__main__
# inputs sha256: 6242d056c1bffc9c
d=enumerate;a=range;c=len;v=Exception;k=tuple;h=int;n=True;x=False;p=max;q=min;I='color';J='null';K=200000;from collections import namedtuple as L;X=lambda s,n:((k:=c(s)+7&-8),(o:=h.from_bytes(b'\0\x01'*k)),(x:=h.from_bytes(s.rjust(k,'㐀').encode('utf-16be'))-13312*o),(x:=x-(x>>15&o)*5120),[(x:=(l:=x&h.from_bytes((bytes(g)+b'\xff'*g)*(k//g)))|x-l>>g//2)for g in(2,4,8)],(d:=x.to_bytes(2*k)),(b:=b''.join(d[i+1:i+16]for i in a(0,2*k,16))),b[c(b)-n:])[-1];import struct,os,sys as y,time as z,math as f
class A(v):0
class l(ValueError):0
Y=L('Init',I);Z=L('Turn','players statuses last_moves rows move_count moves')
class aa:
 def __init__(a,b):a.readline=b;a.q=0
 def v(a):
  b=a.readline()
  if not b:raise A(f'input ended after line {a.q}')
  a.q+=1
  if b[-1:]not in('\n',b'\n'):raise A(f'input ended inside line {a.q}')
  return a.decode(b).rstrip('\r\n')
 def decode(b,a):
  if isinstance(a,str):return a
  try:return a.decode('utf-8')
  except UnicodeDecodeError:raise l(f'input line {b.q}: expected UTF-8 text, got {a!r}')from None
 def G(a,b,c,d):return l(f'input line {a.q}: {b}: expected {c}, got {d!r}')
 def split(e,a,b,f):
  d=a.split()
  if c(d)!=b:raise e.G(f,f'{b} fields',a)
  return d
 def N(c,a,d):
  b=a[1:]if a[:1]=='-'else a
  if b.isascii()and b.isdigit():return h(a)
  raise c.G(d,'an integer',a)
 def u(d,a,b,e):
  if not a or c(a)>b or' 'in a:raise d.G(e,f'a word of at most {b} characters',a)
  return a
 def ka(a):b=a.u(a.v(),1,I);return Y(b)
 def la(b):
  d=[];e=[];f=[]
  for _ in a(3):c=b.split(b.v(),3,'players statuses lastMoves');d.append(b.u(c[0],1,'players'));e.append(b.N(c[1],'statuses'));f.append(b.u(c[2],4,'lastMoves'))
  h=[b.u(b.v(),8,'rows')for _ in a(8)];g=b.N(b.v(),'moveCount');i=[b.u(b.v(),2,'moves')for _ in a(g)];return Z(d,e,f,h,g,i)
B=(1<<64)-1;g=72340172838076673;M=g<<1;N=g<<6;o=g<<7;e='rgb';b=list(struct.unpack('>64Q',X('㐀㐀㐀㐀璀㐀㐀㐀㸐㐀㐀㐀㕂䐀㐀㐀㐨嘀㐀㐀㐅㡀㐀㐀㐀蒈㐀㐀㐀㸁㐀㐀㐀㑀䐀㐀㐀㐠吀䐀㐀㐅㠀㘀㐀㐀蒈㑄㐀㐀㸑㐈琀㐀㕂䐁㰀㐀㐨嘀䔀㐀㐅㑀㐠㐀㐀䐈㐄㐀㐀㰐㐈㘀㐀㕂㐁㑐㐀㐨嘀䔊㐀㐅㡀㘡吀㐀蒈㑄䠀㐀㸑㐈皀㐀㕀䐀㱐㐀㐈㘀㔂㐀㐄㠀㘁㐀㐀蒀㑀䠀㐀㸑㐈皀㐀㕂䐁㱐㐀㐨嘀䔊㐀㐅㡀㘡吀㐀萈㐄䠀㐀㘁㐀璀㐀㔂㐁㑀㐀㐨吀䐊㐀㐅㡀㘡吀㐀蒈㑄䠀㐀㸑㐈皀㐀㕂䐁㱐㐀㐨㘀㔊㐀㐁㑀㐠吀㐀璀㑀䐀㐀㸐㐈㚀㐀㕂䐁㱐㐀㐨嘀䔊㐀㐅㡀㘡吀㐀蒈㑄䠀㐀㸁㐀皀㐀㑀䐀㰐㐀㐀吀䐈㐀㐀㠀㘁吀㐀㒈㑄䠀㐀㐑㐈皀㐀㐂䐁㱐㐀㐀嘀䔊㐀㐀㑀㐡吀㐀㐈㐄㠀㐀㐀㐈㘀㐀㐀㐁㑐㐀㐀㐀䔊㐀㐀㐀㘡吀㐀㐀㑄䠀㐀㐀㐈皀㐀㐀㐀㱐㐀㐀㐀㔂㐀㐀㐀',512)))
def O(a):return(a<<17&~g|a<<15&~o|a<<10&~(g|M)|a<<6&~(N|o)|a>>15&~g|a>>17&~o|a>>6&~(g|M)|a>>10&~(N|o))&B
def ba(a):
 b=[]
 while a:c=a&-a;b.append(c.bit_length()-1);a^=c
 return b
def P(a):return'abcdefgh'[a%8]+str(a//8+1)
def Q(g):
 b=0;c=[0]*3
 for h,i in d(g):
  j=7-h
  for k,a in d(i):
   if a!='.':
    f=j*8+k;b|=1<<f
    if a in e:c[e.index(a)]=f
 return b,c
i=10000;m=k((1,a,x)for a in(x,n))+k((a,b,n)for a in(1,2,3)for b in(x,n));R=1e-3;ca=C=.01;da=100000
def S(a,c):return(b[a]&~c).bit_count()
def D(d,b):
 for e in a(1,4):
  c=(b+e)%3
  if d[c]:return c
 return b
class ea:
 def __init__(a,b,c,d):a.U=b;a.V=c;a.W=d;a.h={}
 def T(a,d,e,f,g):
  h=d,e,f,g;b=a.h.get(h)
  if b is None:
   if c(a.h)>da:a.h.clear()
   b=a.h[h]=a.search(d,e,f,g)
  return b
 def search(j,k,f,l,a):
  d,g=None,0;e=b[f[a]]&~k;m=D(l,a)
  while e:
   c=e&-e;e^=c;n=c.bit_length()-1;o=f[:a]+(n,)+f[a+1:];h=j.value(k|c,o,l,m,a,j.U-1,-2*i)
   if d is None or h>d:d,g=h,c
   elif h==d:g|=c
  return g
 def value(f,g,d,a,c,e,m,h,j=2*i):
  if m==0 and not f.W:return f.S(g,d,a,e)
  k=b[d[c]]&~g
  if not k:
   if c==e:return i*(a.count(False)-1)
   a=a[:c]+(False,)+a[c+1:]
   if a.count(True)==1:return i
   return f.value(g,d,a,D(a,c),e,m,h,j)
  if m==0:return f.S(g,d,a,e)
  s=D(a,c);r=c==e;l=-2*i if r else 2*i
  while k:
   o=k&-k;k^=o;t=d[:c]+(o.bit_length()-1,)+d[c+1:];n=f.value(g|o,t,a,s,e,m-1,h,j)
   if r:l=p(l,n);h=p(h,n)
   else:l=q(l,n);j=q(j,n)
   if h>=j:break
  return l
 def S(g,c,d,h,e):
  f=S(d[e],c)
  if g.V:
   for b in a(3):
    if b!=e and h[b]:f-=S(d[b],c)
  return f
class fa:
 def __init__(b,d):b.d=d;b.K=[ea(*a)for a in m];e=f.log((1-.5)/c(m));b.A={a:[e]*c(m)+[f.log(.5)]for a in a(3)if a!=d};b.B={a:()for a in b.A};b.X=b.Y=0
 def fa(e,j,l,p,g,q):
  u=b[l[g]]&~j;n=u.bit_count()
  if n<2:return
  r=e.O(j,l,p,g)
  if r:
   if r>>q&1:e.X+=1
   else:e.Y+=1
  i=e.A[g]
  for h,v in d(e.K):
   if i[h]==-f.inf:continue
   s=v.T(j,l,p,g);t=R/n
   if s>>q&1:t+=(1-R)/s.bit_count()
   i[h]+=f.log(t)
  i[-1]+=f.log(1/n);o=e.ea(g)
  for h in a(c(m)):
   if o[h]<C*C:i[h]=-f.inf
  if o[-1]<ca:e.B[g]=k(e.K[a]for a in a(c(m))if o[a]>=C)
  else:e.B[g]=()
 def ea(c,d):a=c.A[d];e=p(a);b=[f.exp(a-e)for a in a];g=sum(b);return[a/g for a in b]
 def O(c,d,e,f,a):
  b=0
  for g in c.B[a]:b|=g.T(d,e,f,a)
  return b
def ga(h,j,i):
 g,d,e=j;c=h.d
 if i[1][c]!=d[c]:return
 for _ in a(2):
  c=(c+1)%3
  if not e[c]:continue
  f=i[1][c]
  if f==d[c]:e=e[:c]+(False,)+e[c+1:];continue
  if not(b[d[c]]&~g)>>f&1:return
  h.fa(g,d,e,c,f);g|=1<<f;d=d[:c]+(f,)+d[c+1:]
u=1000;ha=900;T=1000;ia=K;E=0xaa55aa55aa55aa55
def r(a):return(a-1)*2*u
def F(e,d):
 c=0;a=b[e]&d
 while a:c|=a;a=O(a)&d&~c
 return c
def U(c,a):b=a&(E if 1<<c&E else~E&B);d=(a^b).bit_count();e=b.bit_count();return q(2*d,2*e+1)
class V:
 def __init__(a,b=T,deadline=None):a.Z=b;a.deadline=deadline;a.h={};a.j=0
 def length(a,d,e,b=None):
  a.j=a.Z if b is None else b
  if c(a.h)>ia:a.h.clear()
  f=a.H(d,e);return f,a.j>0
 def ia(a,g,d,h):
  a.j=h;e,b=-1,-1
  for c in a.P(g,d):
   f=1+a.H(c,d&~(1<<c))
   if f>b:e,b=c,f
   if a.j<=0:break
  return e,b
 def P(h,g,d):
  a=b[g]&d;c=[]
  while a:e=a&-a;f=e.bit_length()-1;a^=e;c.append(((b[f]&d).bit_count(),f))
  c.sort();return[a for _,a in c]
 def H(a,d,c):
  e=c<<6|d;f=a.h.get(e)
  if f is not None:return f
  a.j-=1
  if a.j&255==0 and a.deadline is not None:
   if z.perf_counter()>a.deadline:a.j=0
  if a.j<=0:return 0
  i=U(d,c);b=0
  for g in a.P(d,c):
   h=1+a.H(g,c&~(1<<g))
   if h>b:
    b=h
    if b>=i:break
   if a.j<=0:return b
  a.h[e]=b;return b
def ja(f,e,l):
 g=l;h=[1<<f[a]for a in e];i=[0]*c(e);a=True
 while a:
  a=False
  for j,k in d(h):
   if k:b=O(k)&g;g^=b;h[j]=b;i[j]|=b;a=a or bool(b)
 return[U(f[b],i[a])for a,b in d(e)]
class ka:
 def __init__(a,b=T,deadline=None):a.paths=V(b,deadline)
 def ga(j,k,b,c):
  h=~k&B;e=[F(b[a],h)for a in c];f=None;g=[]
  for a,l in d(c):
   i=0
   for m,n in d(e):
    if m!=a:i|=n
   if e[a]&i:
    if f is None:f=ja(b,c,h)
    g.append((f[a],False))
   else:g.append(j.paths.length(b[l],e[a]))
  return g
 def J(l,m,n,o,i,p):
  b=[(i+a)%3 for a in a(3)if o[(i+a)%3]];j=l.ga(m,n,b);e=b.index(p);q,r=j[e];f=(3-c(b))*u
  for k,(s,t)in d(j):
   if k==e:continue
   g=q-s+(.5 if e>k else-.5)
   if t and r:f+=u-1 if g>0 else 1-u
   else:f+=h(ha*g/(abs(g)+8))
  return f
W='paranoid';la='brs';ma=K
class G(v):0
class na:
 def __init__(a,b,c=W,node_limit=None,deadline=None,opponents=None):a.d=b;a.opponents=opponents;a.algorithm=c;a.node_limit=node_limit;a.deadline=deadline;a.L=0;a.aa=0;a.M=deadline if node_limit is None else None;a.D=ka(deadline=a.M);a.E={};a.t=False
 def I(a):
  a.L+=1
  if a.node_limit is not None:
   if a.L>a.node_limit:raise G
  elif z.perf_counter()>a.deadline:raise G
 def ja(d,e,g,i):
  l=d.d;m=b[g[l]]&~e;f=t(m,e,True)
  if c(f)<=1:return f[0]if f else-1
  j=d.ha(e,g,i)
  if j is not None:return j
  h=f[0]
  for k in a(1,65):
   d.t=False
   try:n,o=d.ma(e,g,i,k,h)
   except G:break
   h=o;d.aa=k
   if abs(n)>=oa or not d.t:break
  return h
 def ha(b,g,c,h):
  e=~g&(1<<64)-1;f=F(c[b.d],e)
  for d in a(3):
   if d!=b.d and h[d]:
    if F(c[d],e)&f:return
  i=ma if b.node_limit is None else b.node_limit;j=V(deadline=b.M);k,_=j.ia(c[b.d],f,i);return k
 def ma(a,d,l,e,m,f):
  g=a.d;r=b[l[g]]&~d;h=t(r,d,True);h.remove(f);h.insert(0,f);c,n=-j,j;o=f
  for i in h:
   p=s(l,g,i);q=d|1<<i;a.I()
   if a.algorithm==la:k=a.brs(q,p,e,m-1,c,n,False)
   else:k=a.paranoid(q,p,e,w(e,g),m-1,c,n)
   if k>c:c,o=k,i
  return c,o
 def paranoid(d,e,f,c,a,o,g,h):
  y=d.d;l=b[f[a]]&~e
  while not l:
   if a==y:return r(c.count(False))
   c=s(c,a,False)
   if c.count(True)==1:return r(2)
   a=w(c,a);l=b[f[a]]&~e
  if o<=0:d.t=True;return d.D.J(e,f,c,a,y)
  B=e,f,c,a;C=d.E.get(B);u=-1
  if C is not None:
   D,m,z,u=C
   if D>=o:
    if z==0:return m
    if z==1 and m>=h:return m
    if z==2 and m<=g:return m
  v=a==y
  if not v and d.opponents is not None:l=d.opponents.O(e,f,c,a)or l
  n=t(l,e,v)
  if u in n:n.remove(u);n.insert(0,u)
  E=w(c,a);F,G=g,h;i=-j if v else j;A=n[0]
  for x in n:
   d.I();k=d.paranoid(e|1<<x,s(f,a,x),c,E,o-1,g,h)
   if v:
    if k>i:i,A=k,x;g=p(g,k)
   elif k<i:i,A=k,x;h=q(h,k)
   if g>=h:break
  d.R(B,o,i,F,G,A);return i
 def brs(e,f,h,d,u,k,l,m):
  g=e.d
  if m:
   x=b[h[g]]&~f
   if not x:return r(d.count(False))
   if u<=0:e.t=True;return e.D.J(f,h,d,g,g)
  else:
   for c in a(3):
    if c!=g and d[c]:
     if not b[h[c]]&~f:d=s(d,c,False)
   if d.count(True)==1:return r(2)
   if u<=0:e.t=True;E=w(d,g);return e.D.J(f,h,d,E,g)
  C=f,h,d,m;D=e.E.get(C);y=None
  if D is not None:
   F,v,A,y=D
   if F>=u:
    if A==0:return v
    if A==1 and v>=l:return v
    if A==2 and v<=k:return v
  if m:i=[(g,a)for a in t(x,f,True)]
  else:
   i=[]
   for G in a(1,3):
    c=(g+G)%3
    if d[c]:x=b[h[c]]&~f;i+=[(c,a)for a in t(x,f,False)]
  if y in i:i.remove(y);i.insert(0,y)
  H,I=k,l;n=-j if m else j;B=i[0]
  for c,z in i:
   e.I();o=e.brs(f|1<<z,s(h,c,z),d,u-1,k,l,not m)
   if m:
    if o>n:n,B=o,(c,z);k=p(k,o)
   elif o<n:n,B=o,(c,z);l=q(l,o)
   if k>=l:break
  e.R(C,u,n,H,I,B);return n
 def R(c,d,e,a,f,g,h):
  if a<=f:b=2
  elif a>=g:b=1
  else:b=0
  c.E[d]=e,a,b,h
j=10**9;oa=r(2)-1
def s(a,b,c):return a[:b]+(c,)+a[b+1:]
def w(d,b):
 for e in a(1,4):
  c=(b+e)%3
  if d[c]:return c
 return b
def t(a,f,g):
 c=[];h=f|a
 while a:d=a&-a;e=d.bit_length()-1;a^=d;c.append(((b[e]&~h).bit_count(),e))
 c.sort(reverse=g);return[a for _,a in c]
pa=.03;qa=W;ra=n
class sa:
 def __init__(a,b,c,d,e,f,g,h):a.d=b;a.F=c;a.w=k(d);a.alive=k(e);a.na=f;a.ba=g;a.ca=h
def ta(a):b,c=Q(a.rows);return b,c,[a==1 for a in a.statuses],list(a.moves)
H=[P(a)for a in a(64)]
def ua(a,h):
 for f,(l,m,g)in d(zip(a.players,a.statuses,a.last_moves)):
  if l!=e[f]or m not in(0,1):return f,f'players: expected {e[f]} 0 or 1, got {l} {m}'
  if g!=J and g not in H:return f,f'lastMoves: expected a square or null, got {g!r}'
 if a.statuses[h]!=1:return h,f'statuses: {e[h]} is out, yet asked to move'
 for p,i in d(a.rows):
  if c(i)!=8 or i.strip('.#rgb'):return 3+p,f'rows: expected 8 of \'.\', \'#\', \'r\', \'g\', \'b\', got {i!r}'
 n=''.join(a.rows)
 for j in e:
  if n.count(j)!=1:return 3,f'rows: {n.count(j)} knights {j!r}'
 q,o=Q(a.rows)
 for f,g in d(a.last_moves):
  if g!=J and H.index(g)!=o[f]:return f,f'lastMoves: the {e[f]} knight is not on {g}'
 k=sorted(H[s]for s in ba(b[o[h]]&~q))
 if not k or a.moves!=k:return 11,f'moves: expected {k}, got {a.moves}'
def va(k):
 b=aa(y.stdin.buffer.readline);g=True
 try:
  c=b.ka().color
  if c not in e:raise l(f'input line 1: color: expected r, g or b, got {c!r}')
  h=e.index(c)
  while True:
   m=b.q+1;i=b.la();n=z.perf_counter();j=ua(i,h)
   if j:o,p=j;raise l(f'input line {m+o}: {p}')
   q,r,s,a=ta(i)
   try:d=k(sa(h,q,r,s,a,n,g))
   except v as f:y.stderr.write(f'knights: search failed ({f!r}), playing {a[0]}\n');d=a[0]
   print(d if d in a else a[0],flush=True);g=False
 except A:return
 except l as f:y.stderr.write(f'knights: bad input, stopping: {f}\n')
class wa:
 def __init__(a,node_limit=None,b=qa):a.node_limit=node_limit;a.algorithm=b;a.y=None;a.z=None;a.da=None
 def __call__(b,a):
  if b.y is None:b.y=fa(a.d)
  elif b.z is not None:e=a.F,a.w,a.alive;ga(b.y,b.z,e)
  b.z=None;f=.2 if a.ca else pa;d=na(a.d,b.algorithm,node_limit=b.node_limit,deadline=a.ba+f,opponents=b.y if ra else None);c=d.ja(a.F,a.w,a.alive);b.da=d
  if c<0:return''
  g=a.w[:a.d]+(c,)+a.w[a.d+1:];b.z=a.F|1<<c,g,a.alive;return P(c)
def xa():a=os.environ.get('ARENA_NODES');va(wa(h(a)if a else None))
xa()
