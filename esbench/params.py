    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
T    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
b    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
w    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
h    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
k    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
-    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
h    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
E    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
b    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
j    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
b    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
h    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
z    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
w    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
h    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
h    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
b    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
Y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
A    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
M    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
L    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
j    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
k    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
w    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
k    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
w    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
h    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
h    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
k    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
w    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
h    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
h    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
'    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
h    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
k    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
h    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
b    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
k    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
S    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
b    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
I    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
b    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
M    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
A    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
L    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
T    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
V    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
U    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
b    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
h    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
C    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
E    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
C    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
E    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
T    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
=    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
T    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
V    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
T    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
A    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
=    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
M    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
I    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
S    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
S    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
I    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
N    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
G    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
*    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
A    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
=    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
M    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
I    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
S    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
S    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
I    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
N    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
G    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
A    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
w    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
h    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
h    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
w    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
/    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
R    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
E    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
A    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
D    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
M    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
E    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
M    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
I    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
S    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
S    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
I    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
N    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
G    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
=    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
=    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
{    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
}    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
=    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
=    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
{    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
}    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
-    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
>    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
[    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
]    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
R    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
{    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
}    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
{    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
}    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
A    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
-    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
>    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
=    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
L    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
|    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
j    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
U    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
U    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
T    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
j    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
=    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
[    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
E    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
]    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
{    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
[    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
0    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
]    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
}    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
M    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
N    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
S    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
C    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
A    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
L    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
A    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
R    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
S    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
=    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
b    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
A    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
A    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
h    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
-    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
>    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
A    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
C    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
h    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
k    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
h    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
=    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
A    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
L    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
C    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
E    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
h    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
b    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
{    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
}    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
{    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
!    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
}    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
+    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
U    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
U    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
T    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
=    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
N    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
N    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
N    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
=    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
[    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
N    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
]    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
=    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
=    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
1    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
[    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
0    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
]    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
h    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
h    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
x    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
C    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
E    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
C    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
E    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
C    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
E    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
h    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
b    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
{    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
}    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
{    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
!    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
}    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
N    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
N    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
N    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
C    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
E    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
h    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
b    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
{    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
!    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
}    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
C    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
E    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
h    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
b    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
{    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
}    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
{    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
!    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
}    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
=    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
x    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
E    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
A    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
{    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
h    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
}    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
[    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
{    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
}    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
]    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
M    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
M    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
C    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
E    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
h    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
b    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
{    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
!    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
}    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
h    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
S    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
C    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
A    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
L    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
A    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
R    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
S    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
h    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
T    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
E    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
{    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
!    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
}    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
{    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
h    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
}    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
A    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
h    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
-    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
>    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
A    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
C    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
h    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
k    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
b    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
b    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
b    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
;    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
3    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
0    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
b    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
b    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
C    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
E    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
h    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
b    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
{    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
!    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
}    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
b    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
C    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
E    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
h    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
b    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
{    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
!    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
}    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
C    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
E    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
h    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
b    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
{    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
!    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
}    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
b    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
C    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
E    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
h    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
b    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
b    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
{    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
!    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
}    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
C    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
E    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
h    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
b    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
{    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
!    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
}    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
[    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
T    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
]    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
A    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
h    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
=    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
-    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
>    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
T    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
B    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
h    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
C    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
E    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
b    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
k    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
U    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
k    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
w    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
k    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
w    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
b    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
h    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
k    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
h    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
w    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
h    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
k    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
h    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
h    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
h    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
x    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
h    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
[    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
1    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
]    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
x    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
=    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
{    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
h    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
}    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
h    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
N    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
=    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
{    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
}    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
M    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
C    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
E    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
h    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
b    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
{    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
!    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
}    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
h    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
=    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
h    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
#    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
F    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
k    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
h    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
k    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
=    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
{    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
}    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
[    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
C    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
E    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
]    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
=    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
[    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
]    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
k    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
k    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
C    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
E    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
{    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
x    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
}    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
{    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
k    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
}    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
k    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
w    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
k    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
+    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
k    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
+    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
k    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
=    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
{    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
}    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
[    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
]    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
=    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
[    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
]    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
h    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
[    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
]    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
{    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
x    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
}    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
{    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
}    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
x    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
C    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
E    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
x    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
x    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
x    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
x    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
C    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
E    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
x    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
x    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
M    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
I    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
S    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
S    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
I    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
N    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
G    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
M    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
I    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
S    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
S    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
I    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
N    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
G    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
C    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
E    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
{    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
x    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
}    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
{    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
}    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
q    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
k    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
C    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
E    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
b    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
j    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
=    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
*    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
*    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
h    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
k    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
=    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
b    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
j    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
h    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
k    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
N    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
h    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
k    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
N    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
b    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
=    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
[    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
C    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
E    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
{    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
x    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
}    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
{    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
k    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
}    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
k    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
h    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
k    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
]    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
b    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
C    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
E    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
b    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
b    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
j    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
k    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
I    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
b    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
[    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
]    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
-    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
>    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
;    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
k    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
+    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
j    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
b    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
j    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
A    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
-    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
>    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
A    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
T    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
S    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
'    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
b    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
j    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
b    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
j    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
{    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
b    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
j    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
b    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
j    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
}    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
b    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
j    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
[    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
b    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
j    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
]    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
b    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
j    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
M    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
{    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
k    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
k    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
b    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
j    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
}    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
b    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
j    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
|    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
N    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
-    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
>    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
I    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
b    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
[    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
[    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
]    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
]    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
Y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
h    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
k    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
>    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
0    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
N    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
>    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
0    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
b    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
>    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
0    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
{    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
!    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
}    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
_    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
(    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
|    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
N    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
)    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
-    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
>    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
I    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
b    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
[    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
p    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
[    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
]    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
]    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
Y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
h    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
c    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
k    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
`    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
.    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
N    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
<    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
0    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
:    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
y    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
i    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
d    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
n    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
f    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
m    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
s    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
b    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
>    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
=    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
0    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
,    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
g    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
o    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
t    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
     if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
{    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
v    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
a    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
l    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
u    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
e    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
!    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
r    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
}    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
"    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)

    if origin in (Union, types.UnionType):
        return _convert_union(value, get_args(tp), path)
