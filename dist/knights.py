# knights: built by arena-bundler from 9 modules; do not edit, rebuild with `python -m bundler build`
# modules: sources sources.knights sources.readers sources.readers.knights sources.knights.board sources.knights.evaluation sources.knights.search sources.knights.protocol sources.knights.__main__
# inputs sha256: 75d066b2b5e2d188
b=enumerate;c=range;m=Exception;e=len;h=int;C='color';D='null';E=200000;from collections import namedtuple as F;O=lambda s,n:((k:=e(s)+7&-8),(o:=h.from_bytes(b'\0\x01'*k)),(x:=h.from_bytes(s.rjust(k,'㐀').encode('utf-16be'))-13312*o),(x:=x-(x>>15&o)*5120),[(x:=(l:=x&h.from_bytes((bytes(g)+b'\xff'*g)*(k//g)))|x-l>>g//2)for g in(2,4,8)],(b:=x.to_bytes(2*k)),(a:=b''.join(b[i+1:i+16]for i in c(0,2*k,16))),a[e(a)-n:])[-1];import struct,os,sys as n,time as o
class p(m):0
class i(ValueError):0
Q=F('Init',C);R=F('Turn','players statuses last_moves rows move_count moves')
class S:
 def __init__(a,b):a.readline=b;a.h=0
 def t(a):
  b=a.readline()
  if not b:raise p(f'input ended after line {a.h}')
  a.h+=1
  if b[-1:]not in('\n',b'\n'):raise p(f'input ended inside line {a.h}')
  return a.decode(b).rstrip('\r\n')
 def decode(b,a):
  if isinstance(a,str):return a
  try:return a.decode('utf-8')
  except UnicodeDecodeError:raise i(f'input line {b.h}: expected UTF-8 text, got {a!r}')from None
 def y(a,b,c,d):return i(f'input line {a.h}: {b}: expected {c}, got {d!r}')
 def split(d,a,b,f):
  c=a.split()
  if e(c)!=b:raise d.y(f,f'{b} fields',a)
  return c
 def F(c,a,d):
  b=a[1:]if a[:1]=='-'else a
  if b.isascii()and b.isdigit():return h(a)
  raise c.y(d,'an integer',a)
 def q(c,a,b,d):
  if not a or e(a)>b or' 'in a:raise c.y(d,f'a word of at most {b} characters',a)
  return a
 def T(a):b=a.q(a.t(),1,C);return Q(b)
 def U(a):
  d=[];e=[];f=[]
  for _ in c(3):b=a.split(a.t(),3,'players statuses lastMoves');d.append(a.q(b[0],1,'players'));e.append(a.F(b[1],'statuses'));f.append(a.q(b[2],4,'lastMoves'))
  h=[a.q(a.t(),8,'rows')for _ in c(8)];g=a.F(a.t(),'moveCount');i=[a.q(a.t(),2,'moves')for _ in c(g)];return R(d,e,f,h,g,i)
t=(1<<64)-1;g=72340172838076673;G=g<<1;H=g<<6;j=g<<7;f='rgb';d=3;a=list(struct.unpack('>64Q',O('㐀㐀㐀㐀璀㐀㐀㐀㸐㐀㐀㐀㕂䐀㐀㐀㐨嘀㐀㐀㐅㡀㐀㐀㐀蒈㐀㐀㐀㸁㐀㐀㐀㑀䐀㐀㐀㐠吀䐀㐀㐅㠀㘀㐀㐀蒈㑄㐀㐀㸑㐈琀㐀㕂䐁㰀㐀㐨嘀䔀㐀㐅㑀㐠㐀㐀䐈㐄㐀㐀㰐㐈㘀㐀㕂㐁㑐㐀㐨嘀䔊㐀㐅㡀㘡吀㐀蒈㑄䠀㐀㸑㐈皀㐀㕀䐀㱐㐀㐈㘀㔂㐀㐄㠀㘁㐀㐀蒀㑀䠀㐀㸑㐈皀㐀㕂䐁㱐㐀㐨嘀䔊㐀㐅㡀㘡吀㐀萈㐄䠀㐀㘁㐀璀㐀㔂㐁㑀㐀㐨吀䐊㐀㐅㡀㘡吀㐀蒈㑄䠀㐀㸑㐈皀㐀㕂䐁㱐㐀㐨㘀㔊㐀㐁㑀㐠吀㐀璀㑀䐀㐀㸐㐈㚀㐀㕂䐁㱐㐀㐨嘀䔊㐀㐅㡀㘡吀㐀蒈㑄䠀㐀㸁㐀皀㐀㑀䐀㰐㐀㐀吀䐈㐀㐀㠀㘁吀㐀㒈㑄䠀㐀㐑㐈皀㐀㐂䐁㱐㐀㐀嘀䔊㐀㐀㑀㐡吀㐀㐈㐄㠀㐀㐀㐈㘀㐀㐀㐁㑐㐀㐀㐀䔊㐀㐀㐀㘡吀㐀㐀㑄䠀㐀㐀㐈皀㐀㐀㐀㱐㐀㐀㐀㔂㐀㐀㐀',512)))
def I(a):return(a<<17&~g|a<<15&~j|a<<10&~(g|G)|a<<6&~(H|j)|a>>15&~g|a>>17&~j|a>>6&~(g|G)|a>>10&~(H|j))&t
def T(a):
 b=[]
 while a:c=a&-a;b.append(c.bit_length()-1);a^=c
 return b
def J(a):return'abcdefgh'[a%8]+str(a//8+1)
def K(h):
 c=0;e=[0]*d
 for i,j in b(h):
  k=7-i
  for l,a in b(j):
   if a!='.':
    g=k*8+l;c|=1<<g
    if a in f:e[f.index(a)]=g
 return c,e
l=1000;U=900;V=8;L=1000;W=E;u=0xaa55aa55aa55aa55
def q(a):return(a-1)*2*l
def w(e,d):
 c=0;b=a[e]&d
 while b:c|=b;b=I(b)&d&~c
 return c
def M(c,a):b=a&(u if 1<<c&u else~u&t);d=(a^b).bit_count();e=b.bit_count();return min(2*d,2*e+1)
class N:
 def __init__(a,b=L,deadline=None):a.I=b;a.deadline=deadline;a.u={};a.d=0
 def length(a,c,d,b=None):
  a.d=a.I if b is None else b
  if e(a.u)>W:a.u.clear()
  f=a.z(c,d);return f,a.d>0
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
   if o.perf_counter()>a.deadline:a.d=0
  if a.d<=0:return 0
  i=M(d,c);b=0
  for g in a.G(d,c):
   h=1+a.z(g,c&~(1<<g))
   if h>b:
    b=h
    if b>=i:break
   if a.d<=0:return b
  a.u[e]=b;return b
def X(f,d,l):
 g=l;h=[1<<f[a]for a in d];i=[0]*e(d);a=True
 while a:
  a=False
  for j,k in b(h):
   if k:c=I(k)&g;g^=c;h[j]=c;i[j]|=c;a=a or bool(c)
 return[M(f[b],i[a])for a,b in b(d)]
class Y:
 def __init__(a,b=L,deadline=None):a.paths=N(b,deadline)
 def P(j,k,c,d):
  h=~k&t;e=[w(c[a],h)for a in d];f=None;g=[]
  for a,l in b(d):
   i=0
   for m,n in b(e):
    if m!=a:i|=n
   if e[a]&i:
    if f is None:f=X(c,d,h)
    g.append((f[a],False))
   else:g.append(j.paths.length(c[l],e[a]))
  return g
 def B(n,o,p,q,j,r):
  a=[(j+a)%d for a in c(d)if q[(j+a)%d]];k=n.P(o,p,a);f=a.index(r);s,t=k[f];g=(d-e(a))*l
  for m,(u,v)in b(k):
   if m==f:continue
   i=s-u+(.5 if f>m else-.5)
   if v and t:g+=l-1 if i>0 else 1-l
   else:g+=h(U*i/(abs(i)+V))
  return g
P='paranoid';Z='brs';aa=64;z,A,B=0,1,2;ba=E
class x(m):0
class ca:
 def __init__(a,b,c=P,node_limit=None,deadline=None):a.e=b;a.algorithm=c;a.node_limit=node_limit;a.deadline=deadline;a.D=0;a.J=0;a.E=deadline if node_limit is None else None;a.v=Y(deadline=a.E);a.w={};a.j=False
 def A(a):
  a.D+=1
  if a.node_limit is not None:
   if a.D>a.node_limit:raise x
  elif o.perf_counter()>a.deadline:raise x
 def O(b,d,g,i):
  l=b.e;m=a[g[l]]&~d;f=s(m,d,True)
  if e(f)<=1:return f[0]if f else-1
  j=b.R(d,g,i)
  if j is not None:return j
  h=f[0]
  for k in c(1,aa+1):
   b.j=False
   try:n,o=b.V(d,g,i,k,h)
   except x:break
   h=o;b.J=k
   if abs(n)>=da or not b.j:break
  return h
 def R(a,h,b,i):
  f=~h&(1<<64)-1;g=w(b[a.e],f)
  for e in c(d):
   if e!=a.e and i[e]:
    if w(b[e],f)&g:return
  j=ba if a.node_limit is None else a.node_limit;k=N(deadline=a.E);l,_=k.S(b[a.e],g,j);return l
 def V(b,d,l,e,m,f):
  g=b.e;t=a[l[g]]&~d;h=s(t,d,True);h.remove(f);h.insert(0,f);c,n=-k,k;o=f
  for i in h:
   p=r(l,g,i);q=d|1<<i;b.A()
   if b.algorithm==Z:j=b.brs(q,p,e,m-1,c,n,False)
   else:j=b.paranoid(q,p,e,v(e,g),m-1,c,n)
   if j>c:c,o=j,i
  return c,o
 def paranoid(d,e,j,c,b,n,f,g):
  t=d.e;u=a[j[b]]&~e
  while not u:
   if b==t:return q(c.count(False))
   c=r(c,b,False)
   if c.count(True)==1:return q(2)
   b=v(c,b);u=a[j[b]]&~e
  if n<=0:d.j=True;return d.v.B(e,j,c,b,t)
  C=e,j,c,b;D=d.w.get(C);o=-1
  if D is not None:
   E,l,w,o=D
   if E>=n:
    if w==z:return l
    if w==A and l>=g:return l
    if w==B and l<=f:return l
  x=b==t;m=s(u,e,x)
  if o in m:m.remove(o);m.insert(0,o)
  F=v(c,b);G,H=f,g;h=-k if x else k;y=m[0]
  for p in m:
   d.A();i=d.paranoid(e|1<<p,r(j,b,p),c,F,n-1,f,g)
   if x:
    if i>h:h,y=i,p;f=max(f,i)
   elif i<h:h,y=i,p;g=min(g,i)
   if f>=g:break
  d.H(C,n,h,G,H,y);return h
 def brs(f,g,i,e,t,l,m,n):
  h=f.e
  if n:
   w=a[i[h]]&~g
   if not w:return q(e.count(False))
   if t<=0:f.j=True;return f.v.B(g,i,e,h,h)
  else:
   for b in c(d):
    if b!=h and e[b]:
     if not a[i[b]]&~g:e=r(e,b,False)
   if e.count(True)==1:return q(2)
   if t<=0:f.j=True;G=v(e,h);return f.v.B(g,i,e,G,h)
  E=g,i,e,n;F=f.w.get(E);x=None
  if F is not None:
   H,u,C,x=F
   if H>=t:
    if C==z:return u
    if C==A and u>=m:return u
    if C==B and u<=l:return u
  if n:j=[(h,a)for a in s(w,g,True)]
  else:
   j=[]
   for I in c(1,d):
    b=(h+I)%d
    if e[b]:w=a[i[b]]&~g;j+=[(b,a)for a in s(w,g,False)]
  if x in j:j.remove(x);j.insert(0,x)
  J,K=l,m;o=-k if n else k;D=j[0]
  for b,y in j:
   f.A();p=f.brs(g|1<<y,r(i,b,y),e,t-1,l,m,not n)
   if n:
    if p>o:o,D=p,(b,y);l=max(l,p)
   elif p<o:o,D=p,(b,y);m=min(m,p)
   if l>=m:break
  f.H(E,t,o,J,K,D);return o
 def H(c,d,e,a,f,g,h):
  if a<=f:b=B
  elif a>=g:b=A
  else:b=z
  c.w[d]=e,a,b,h
k=10**9;da=q(2)-1
def r(a,b,c):return a[:b]+(c,)+a[b+1:]
def v(e,a):
 for f in c(1,d+1):
  b=(a+f)%d
  if e[b]:return b
 return a
def s(b,f,g):
 c=[];h=f|b
 while b:d=b&-b;e=d.bit_length()-1;b^=d;c.append(((a[e]&~h).bit_count(),e))
 c.sort(reverse=g);return[a for _,a in c]
ea=.2;fa=.03;ga=P
class ha:
 def __init__(a,b,c,d,e,f,g,h):a.e=b;a.K=c;a.L=tuple(d);a.alive=tuple(e);a.W=f;a.M=g;a.N=h
def ia(a):b,c=K(a.rows);return b,c,[a==1 for a in a.statuses],list(a.moves)
y=[J(a)for a in c(64)]
def ja(c,h):
 for d,(l,m,g)in b(zip(c.players,c.statuses,c.last_moves)):
  if l!=f[d]or m not in(0,1):return d,f'players: expected {f[d]} 0 or 1, got {l} {m}'
  if g!=D and g not in y:return d,f'lastMoves: expected a square or null, got {g!r}'
 if c.statuses[h]!=1:return h,f'statuses: {f[h]} is out, yet asked to move'
 for p,i in b(c.rows):
  if e(i)!=8 or i.strip('.#rgb'):return 3+p,f'rows: expected 8 of \'.\', \'#\', \'r\', \'g\', \'b\', got {i!r}'
 n=''.join(c.rows)
 for j in f:
  if n.count(j)!=1:return 3,f'rows: {n.count(j)} knights {j!r}'
 q,o=K(c.rows)
 for d,g in b(c.last_moves):
  if g!=D and y.index(g)!=o[d]:return d,f'lastMoves: the {f[d]} knight is not on {g}'
 k=sorted(y[s]for s in T(a[o[h]]&~q))
 if not k or c.moves!=k:return 11,f'moves: expected {k}, got {c.moves}'
def ka(l):
 b=S(n.stdin.buffer.readline);g=True
 try:
  c=b.T().color
  if c not in f:raise i(f'input line 1: color: expected r, g or b, got {c!r}')
  h=f.index(c)
  while True:
   q=b.h+1;j=b.U();r=o.perf_counter();k=ja(j,h)
   if k:s,t=k;raise i(f'input line {q+s}: {t}')
   u,v,w,a=ia(j)
   try:d=l(ha(h,u,v,w,a,r,g))
   except m as e:n.stderr.write(f'knights: search failed ({e!r}), playing {a[0]}\n');d=a[0]
   print(d if d in a else a[0],flush=True);g=False
 except p:return
 except i as e:n.stderr.write(f'knights: bad input, stopping: {e}\n')
def la(a):b=os.environ.get('ARENA_NODES');d=ea if a.N else fa;e=ca(a.e,ga,node_limit=h(b)if b else None,deadline=a.M+d);c=e.O(a.K,a.L,a.alive);return J(c)if c>=0 else''
def ma():ka(la)
ma()
