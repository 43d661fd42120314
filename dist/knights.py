# knights: built by arena-bundler from 10 modules; do not edit, rebuild with `python -m bundler build`
# modules: sources sources.knights sources.readers sources.readers.knights sources.knights.board sources.knights.opponents sources.knights.evaluation sources.knights.search sources.knights.protocol sources.knights.__main__
# inputs sha256: 9a07a1288828ed46
d=enumerate;b=range;c=len;w=Exception;m=tuple;j=int;p=True;x=False;r=max;s=min;H='color';I='null';J=200000;from collections import namedtuple as K;W=lambda s,n:((k:=c(s)+7&-8),(o:=j.from_bytes(b'\0\x01'*k)),(x:=j.from_bytes(s.rjust(k,'㐀').encode('utf-16be'))-13312*o),(x:=x-(x>>15&o)*5120),[(x:=(l:=x&j.from_bytes((bytes(g)+b'\xff'*g)*(k//g)))|x-l>>g//2)for g in(2,4,8)],(d:=x.to_bytes(2*k)),(a:=b''.join(d[i+1:i+16]for i in b(0,2*k,16))),a[c(a)-n:])[-1];import struct,os,sys as y,time as z,math as g
class A(w):0
class n(ValueError):0
X=K('Init',H);Y=K('Turn','players statuses last_moves rows move_count moves')
class Z:
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
  except UnicodeDecodeError:raise n(f'input line {b.q}: expected UTF-8 text, got {a!r}')from None
 def G(a,b,c,d):return n(f'input line {a.q}: {b}: expected {c}, got {d!r}')
 def split(e,a,b,f):
  d=a.split()
  if c(d)!=b:raise e.G(f,f'{b} fields',a)
  return d
 def N(c,a,d):
  b=a[1:]if a[:1]=='-'else a
  if b.isascii()and b.isdigit():return j(a)
  raise c.G(d,'an integer',a)
 def u(d,a,b,e):
  if not a or c(a)>b or' 'in a:raise d.G(e,f'a word of at most {b} characters',a)
  return a
 def ka(a):b=a.u(a.v(),1,H);return X(b)
 def la(a):
  d=[];e=[];f=[]
  for _ in b(3):c=a.split(a.v(),3,'players statuses lastMoves');d.append(a.u(c[0],1,'players'));e.append(a.N(c[1],'statuses'));f.append(a.u(c[2],4,'lastMoves'))
  h=[a.u(a.v(),8,'rows')for _ in b(8)];g=a.N(a.v(),'moveCount');i=[a.u(a.v(),2,'moves')for _ in b(g)];return Y(d,e,f,h,g,i)
B=(1<<64)-1;h=72340172838076673;L=h<<1;M=h<<6;q=h<<7;f='rgb';a=list(struct.unpack('>64Q',W('㐀㐀㐀㐀璀㐀㐀㐀㸐㐀㐀㐀㕂䐀㐀㐀㐨嘀㐀㐀㐅㡀㐀㐀㐀蒈㐀㐀㐀㸁㐀㐀㐀㑀䐀㐀㐀㐠吀䐀㐀㐅㠀㘀㐀㐀蒈㑄㐀㐀㸑㐈琀㐀㕂䐁㰀㐀㐨嘀䔀㐀㐅㑀㐠㐀㐀䐈㐄㐀㐀㰐㐈㘀㐀㕂㐁㑐㐀㐨嘀䔊㐀㐅㡀㘡吀㐀蒈㑄䠀㐀㸑㐈皀㐀㕀䐀㱐㐀㐈㘀㔂㐀㐄㠀㘁㐀㐀蒀㑀䠀㐀㸑㐈皀㐀㕂䐁㱐㐀㐨嘀䔊㐀㐅㡀㘡吀㐀萈㐄䠀㐀㘁㐀璀㐀㔂㐁㑀㐀㐨吀䐊㐀㐅㡀㘡吀㐀蒈㑄䠀㐀㸑㐈皀㐀㕂䐁㱐㐀㐨㘀㔊㐀㐁㑀㐠吀㐀璀㑀䐀㐀㸐㐈㚀㐀㕂䐁㱐㐀㐨嘀䔊㐀㐅㡀㘡吀㐀蒈㑄䠀㐀㸁㐀皀㐀㑀䐀㰐㐀㐀吀䐈㐀㐀㠀㘁吀㐀㒈㑄䠀㐀㐑㐈皀㐀㐂䐁㱐㐀㐀嘀䔊㐀㐀㑀㐡吀㐀㐈㐄㠀㐀㐀㐈㘀㐀㐀㐁㑐㐀㐀㐀䔊㐀㐀㐀㘡吀㐀㐀㑄䠀㐀㐀㐈皀㐀㐀㐀㱐㐀㐀㐀㔂㐀㐀㐀',512)))
def N(a):return(a<<17&~h|a<<15&~q|a<<10&~(h|L)|a<<6&~(M|q)|a>>15&~h|a>>17&~q|a>>6&~(h|L)|a>>10&~(M|q))&B
def aa(a):
 b=[]
 while a:c=a&-a;b.append(c.bit_length()-1);a^=c
 return b
def O(a):return'abcdefgh'[a%8]+str(a//8+1)
def P(g):
 b=0;c=[0]*3
 for h,i in d(g):
  j=7-h
  for k,a in d(i):
   if a!='.':
    e=j*8+k;b|=1<<e
    if a in f:c[f.index(a)]=e
 return b,c
def e(a,b,c):return a[:b]+(c,)+a[b+1:]
def i(d,a):
 for e in b(1,4):
  c=(a+e)%3
  if d[c]:return c
 return a
k=10000;o=m((1,a,x)for a in(x,p))+m((a,b,p)for a in(1,2,3)for b in(x,p));Q=1e-3;ba=C=.01;ca=100000
def R(b,c):return(a[b]&~c).bit_count()
class da:
 def __init__(a,b,c,d):a.U=b;a.V=c;a.W=d;a.h={}
 def T(a,d,e,f,g):
  h=d,e,f,g;b=a.h.get(h)
  if b is None:
   if c(a.h)>ca:a.h.clear()
   b=a.h[h]=a.search(d,e,f,g)
  return b
 def search(j,l,m,n,c):
  d,g=None,0;f=a[m[c]]&~l;o=i(n,c)
  while f:
   b=f&-f;f^=b;p=b.bit_length()-1;q=e(m,c,p);h=j.value(l|b,q,n,o,c,j.U-1,-2*k)
   if d is None or h>d:d,g=h,b
   elif h==d:g|=b
  return g
 def value(f,g,h,b,c,d,o,j,l=2*k):
  if o==0 and not f.W:return f.S(g,h,b,d)
  m=a[h[c]]&~g
  if not m:
   if c==d:return k*(b.count(False)-1)
   b=e(b,c,False)
   if b.count(True)==1:return k
   return f.value(g,h,b,i(b,c),d,o,j,l)
  if o==0:return f.S(g,h,b,d)
  u=i(b,c);t=c==d;n=-2*k if t else 2*k
  while m:
   q=m&-m;m^=q;v=e(h,c,q.bit_length()-1);p=f.value(g|q,v,b,u,d,o-1,j,l)
   if t:n=r(n,p);j=r(j,p)
   else:n=s(n,p);l=s(l,p)
   if j>=l:break
  return n
 def S(g,c,d,h,e):
  f=R(d[e],c)
  if g.V:
   for a in b(3):
    if a!=e and h[a]:f-=R(d[a],c)
  return f
class ea:
 def __init__(a,d):a.d=d;a.K=[da(*a)for a in o];e=g.log((1-.5)/c(o));a.z={a:[e]*c(o)+[g.log(.5)]for a in b(3)if a!=d};a.A={a:()for a in a.z};a.X=a.Y=0
 def fa(e,j,k,p,f,q):
  u=a[k[f]]&~j;l=u.bit_count()
  if l<2:return
  r=e.O(j,k,p,f)
  if r:
   if r>>q&1:e.X+=1
   else:e.Y+=1
  i=e.z[f]
  for h,v in d(e.K):
   if i[h]==-g.inf:continue
   s=v.T(j,k,p,f);t=Q/l
   if s>>q&1:t+=(1-Q)/s.bit_count()
   i[h]+=g.log(t)
  i[-1]+=g.log(1/l);n=e.ea(f)
  for h in b(c(o)):
   if n[h]<C*C:i[h]=-g.inf
  if n[-1]<ba:e.A[f]=m(e.K[a]for a in b(c(o))if n[a]>=C)
  else:e.A[f]=()
 def ea(c,d):a=c.z[d];e=r(a);b=[g.exp(a-e)for a in a];f=sum(b);return[a/f for a in b]
 def O(c,d,e,f,a):
  b=0
  for g in c.A[a]:b|=g.T(d,e,f,a)
  return b
def fa(i,k,j):
 h,d,g=k;c=i.d
 if j[1][c]!=d[c]:return
 for _ in b(2):
  c=(c+1)%3
  if not g[c]:continue
  f=j[1][c]
  if f==d[c]:g=e(g,c,False);continue
  if not(a[d[c]]&~h)>>f&1:return
  i.fa(h,d,g,c,f);h|=1<<f;d=e(d,c,f)
v=1000;ga=900;S=1000;ha=J;D=0xaa55aa55aa55aa55
def t(a):return(a-1)*2*v
def E(e,d):
 c=0;b=a[e]&d
 while b:c|=b;b=N(b)&d&~c
 return c
def T(c,a):b=a&(D if 1<<c&D else~D&B);d=(a^b).bit_count();e=b.bit_count();return s(2*d,2*e+1)
class U:
 def __init__(a,b=S,deadline=None):a.Z=b;a.deadline=deadline;a.h={};a.j=0
 def length(a,d,e,b=None):
  a.j=a.Z if b is None else b
  if c(a.h)>ha:a.h.clear()
  f=a.H(d,e);return f,a.j>0
 def ia(a,g,d,h):
  a.j=h;e,b=-1,-1
  for c in a.P(g,d):
   f=1+a.H(c,d&~(1<<c))
   if f>b:e,b=c,f
   if a.j<=0:break
  return e,b
 def P(h,g,d):
  b=a[g]&d;c=[]
  while b:e=b&-b;f=e.bit_length()-1;b^=e;c.append(((a[f]&d).bit_count(),f))
  c.sort();return[a for _,a in c]
 def H(a,d,c):
  e=c<<6|d;f=a.h.get(e)
  if f is not None:return f
  a.j-=1
  if a.j&255==0 and a.deadline is not None:
   if z.perf_counter()>a.deadline:a.j=0
  if a.j<=0:return 0
  i=T(d,c);b=0
  for g in a.P(d,c):
   h=1+a.H(g,c&~(1<<g))
   if h>b:
    b=h
    if b>=i:break
   if a.j<=0:return b
  a.h[e]=b;return b
def ia(f,e,l):
 g=l;h=[1<<f[a]for a in e];i=[0]*c(e);a=True
 while a:
  a=False
  for j,k in d(h):
   if k:b=N(k)&g;g^=b;h[j]=b;i[j]|=b;a=a or bool(b)
 return[T(f[b],i[a])for a,b in d(e)]
class ja:
 def __init__(a,b=S,deadline=None):a.paths=U(b,deadline)
 def ga(j,k,b,c):
  h=~k&B;e=[E(b[a],h)for a in c];f=None;g=[]
  for a,l in d(c):
   i=0
   for m,n in d(e):
    if m!=a:i|=n
   if e[a]&i:
    if f is None:f=ia(b,c,h)
    g.append((f[a],False))
   else:g.append(j.paths.length(b[l],e[a]))
  return g
 def J(l,m,n,o,h,p):
  a=[(h+a)%3 for a in b(3)if o[(h+a)%3]];i=l.ga(m,n,a);e=a.index(p);q,r=i[e];f=(3-c(a))*v
  for k,(s,t)in d(i):
   if k==e:continue
   g=q-s+(.5 if e>k else-.5)
   if t and r:f+=v-1 if g>0 else 1-v
   else:f+=j(ga*g/(abs(g)+8))
  return f
V='paranoid';ka='brs';la=J
class F(w):0
class ma:
 def __init__(a,b,c=V,node_limit=None,deadline=None,opponents=None):a.d=b;a.opponents=opponents;a.algorithm=c;a.node_limit=node_limit;a.deadline=deadline;a.L=0;a.aa=0;a.M=deadline if node_limit is None else None;a.B=ja(deadline=a.M);a.D={};a.t=False
 def I(a):
  a.L+=1
  if a.node_limit is not None:
   if a.L>a.node_limit:raise F
  elif z.perf_counter()>a.deadline:raise F
 def ja(d,e,g,i):
  l=d.d;m=a[g[l]]&~e;f=u(m,e,True)
  if c(f)<=1:return f[0]if f else-1
  j=d.ha(e,g,i)
  if j is not None:return j
  h=f[0]
  for k in b(1,65):
   d.t=False
   try:n,o=d.ma(e,g,i,k,h)
   except F:break
   h=o;d.aa=k
   if abs(n)>=na or not d.t:break
  return h
 def ha(a,g,c,h):
  e=~g&(1<<64)-1;f=E(c[a.d],e)
  for d in b(3):
   if d!=a.d and h[d]:
    if E(c[d],e)&f:return
  i=la if a.node_limit is None else a.node_limit;j=U(deadline=a.M);k,_=j.ia(c[a.d],f,i);return k
 def ma(b,d,n,f,o,g):
  h=b.d;t=a[n[h]]&~d;j=u(t,d,True);j.remove(g);j.insert(0,g);c,p=-l,l;q=g
  for k in j:
   r=e(n,h,k);s=d|1<<k;b.I()
   if b.algorithm==ka:m=b.brs(s,r,f,o-1,c,p,False)
   else:m=b.paranoid(s,r,f,i(f,h),o-1,c,p)
   if m>c:c,q=m,k
  return c,q
 def paranoid(d,f,g,c,b,q,h,j):
  y=d.d;n=a[g[b]]&~f
  while not n:
   if b==y:return t(c.count(False))
   c=e(c,b,False)
   if c.count(True)==1:return t(2)
   b=i(c,b);n=a[g[b]]&~f
  if q<=0:d.t=True;return d.B.J(f,g,c,b,y)
  B=f,g,c,b;C=d.D.get(B);v=-1
  if C is not None:
   D,o,z,v=C
   if D>=q:
    if z==0:return o
    if z==1 and o>=j:return o
    if z==2 and o<=h:return o
  w=b==y
  if not w and d.opponents is not None:n=d.opponents.O(f,g,c,b)or n
  p=u(n,f,w)
  if v in p:p.remove(v);p.insert(0,v)
  E=i(c,b);F,G=h,j;k=-l if w else l;A=p[0]
  for x in p:
   d.I();m=d.paranoid(f|1<<x,e(g,b,x),c,E,q-1,h,j)
   if w:
    if m>k:k,A=m,x;h=r(h,m)
   elif m<k:k,A=m,x;j=s(j,m)
   if h>=j:break
  d.R(B,q,k,F,G,A);return k
 def brs(f,g,j,d,v,m,n,o):
  h=f.d
  if o:
   x=a[j[h]]&~g
   if not x:return t(d.count(False))
   if v<=0:f.t=True;return f.B.J(g,j,d,h,h)
  else:
   for c in b(3):
    if c!=h and d[c]:
     if not a[j[c]]&~g:d=e(d,c,False)
   if d.count(True)==1:return t(2)
   if v<=0:f.t=True;E=i(d,h);return f.B.J(g,j,d,E,h)
  C=g,j,d,o;D=f.D.get(C);y=None
  if D is not None:
   F,w,A,y=D
   if F>=v:
    if A==0:return w
    if A==1 and w>=n:return w
    if A==2 and w<=m:return w
  if o:k=[(h,a)for a in u(x,g,True)]
  else:
   k=[]
   for G in b(1,3):
    c=(h+G)%3
    if d[c]:x=a[j[c]]&~g;k+=[(c,a)for a in u(x,g,False)]
  if y in k:k.remove(y);k.insert(0,y)
  H,I=m,n;p=-l if o else l;B=k[0]
  for c,z in k:
   f.I();q=f.brs(g|1<<z,e(j,c,z),d,v-1,m,n,not o)
   if o:
    if q>p:p,B=q,(c,z);m=r(m,q)
   elif q<p:p,B=q,(c,z);n=s(n,q)
   if m>=n:break
  f.R(C,v,p,H,I,B);return p
 def R(c,d,e,a,f,g,h):
  if a<=f:b=2
  elif a>=g:b=1
  else:b=0
  c.D[d]=e,a,b,h
l=10**9;na=t(2)-1
def u(b,f,g):
 c=[];h=f|b
 while b:d=b&-b;e=d.bit_length()-1;b^=d;c.append(((a[e]&~h).bit_count(),e))
 c.sort(reverse=g);return[a for _,a in c]
oa=.03;pa=V;qa=p
class ra:
 def __init__(a,b,c,d,e,f,g,h):a.d=b;a.E=c;a.F=m(d);a.alive=m(e);a.na=f;a.ba=g;a.ca=h
def sa(a):b,c=P(a.rows);return b,c,[a==1 for a in a.statuses],list(a.moves)
G=[O(a)for a in b(64)]
def ta(b,h):
 for e,(l,m,g)in d(zip(b.players,b.statuses,b.last_moves)):
  if l!=f[e]or m not in(0,1):return e,f'players: expected {f[e]} 0 or 1, got {l} {m}'
  if g!=I and g not in G:return e,f'lastMoves: expected a square or null, got {g!r}'
 if b.statuses[h]!=1:return h,f'statuses: {f[h]} is out, yet asked to move'
 for p,i in d(b.rows):
  if c(i)!=8 or i.strip('.#rgb'):return 3+p,f'rows: expected 8 of \'.\', \'#\', \'r\', \'g\', \'b\', got {i!r}'
 n=''.join(b.rows)
 for j in f:
  if n.count(j)!=1:return 3,f'rows: {n.count(j)} knights {j!r}'
 q,o=P(b.rows)
 for e,g in d(b.last_moves):
  if g!=I and G.index(g)!=o[e]:return e,f'lastMoves: the {f[e]} knight is not on {g}'
 k=sorted(G[s]for s in aa(a[o[h]]&~q))
 if not k or b.moves!=k:return 11,f'moves: expected {k}, got {b.moves}'
def ua(k):
 b=Z(y.stdin.buffer.readline);g=True
 try:
  c=b.ka().color
  if c not in f:raise n(f'input line 1: color: expected r, g or b, got {c!r}')
  h=f.index(c)
  while True:
   l=b.q+1;i=b.la();m=z.perf_counter();j=ta(i,h)
   if j:o,p=j;raise n(f'input line {l+o}: {p}')
   q,r,s,a=sa(i)
   try:d=k(ra(h,q,r,s,a,m,g))
   except w as e:y.stderr.write(f'knights: search failed ({e!r}), playing {a[0]}\n');d=a[0]
   print(d if d in a else a[0],flush=True);g=False
 except A:return
 except n as e:y.stderr.write(f'knights: bad input, stopping: {e}\n')
class va:
 def __init__(a,node_limit=None,b=pa):a.node_limit=node_limit;a.algorithm=b;a.w=None;a.y=None;a.da=None
 def __call__(b,a):
  if b.w is None:b.w=ea(a.d)
  elif b.y is not None:f=a.E,a.F,a.alive;fa(b.w,b.y,f)
  b.y=None;g=.2 if a.ca else oa;d=ma(a.d,b.algorithm,node_limit=b.node_limit,deadline=a.ba+g,opponents=b.w if qa else None);c=d.ja(a.E,a.F,a.alive);b.da=d
  if c<0:return''
  h=e(a.F,a.d,c);b.y=a.E|1<<c,h,a.alive;return O(c)
def wa():a=os.environ.get('ARENA_NODES');ua(va(j(a)if a else None))
wa()
